import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { parentAccount, signInAs } from '@/test/accounts'
import { sampleActivityDetail, sampleBookingTerms, sampleIds } from '@/test/catalog-samples'
import { fakeApi, problem } from '@/test/fake-api'
import { pageOf } from '@/test/page-of'
import { renderApp } from '@/test/render-app'
import { activityAnswer, apiPath, detailPath, renderDetail } from '../testing/render-activity-page'

describe('ActivityDetailPage', () => {
  it('says when the activity does not exist, with the way back', async () => {
    fakeApi({
      [apiPath]: {
        status: 404,
        body: problem(
          404,
          'Not Found',
          "The activity you're looking for doesn't exist or has been removed.",
        ),
      },
    })
    renderApp(detailPath)

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Activity Not Found' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByText("The activity you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Activities' })).toHaveAttribute(
      'href',
      '/activities',
    )
    expect(document.title).toBe('Activity Not Found · Activities for Children')
  })

  it('shows the type, the provider, and the sessions in the venue’s time zone', async () => {
    fakeApi({
      [apiPath]: activityAnswer,
      'GET /api/booking-terms': { status: 200, body: sampleBookingTerms() },
    })
    await renderDetail()

    expect(screen.getByText('Class')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sunny Studio' })).toHaveAttribute(
      'href',
      `/vendors/${sampleIds.vendor}`,
    )
    const booking = screen.getByRole('region', { name: 'Book this activity' })
    expect(within(booking).getByText('$25.00')).toBeInTheDocument()
    expect(within(booking).getByRole('radio', { name: /Sat, Dec 5 · 10:00 AM CST/ })).toBeChecked()
    expect(within(booking).getByText('5 spots left')).toBeInTheDocument()
    // A full session can still be chosen: its family may join the waiting list.
    expect(within(booking).getByRole('radio', { name: /Sat, Dec 12/ })).toBeEnabled()
    expect(within(booking).getByText('Full')).toBeInTheDocument()
    expect(within(booking).getByText('Free up to 48 hours before the activity')).toBeInTheDocument()
    expect(
      await within(booking).findByText(
        'Pay by card when you book; we hold your places for 1 minute while you pay',
      ),
    ).toBeInTheDocument()
    expect(document.title).toBe('Watercolor Adventures · Activities for Children')
  })

  it('tells the details, the location and the provider in tabs', async () => {
    fakeApi({ [apiPath]: activityAnswer })
    await renderDetail()

    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'Children explore colour mixing, washes and splatter painting.',
    )

    await userEvent.click(screen.getByRole('tab', { name: 'Details & Location' }))
    const details = screen.getByRole('tabpanel')
    for (const text of [
      '4 - 8 years',
      '90 minutes',
      '12 children per session',
      'Art & Craft',
      'Sunny Studio East',
      'Austin, TX 78702',
      'Address will be provided upon booking',
    ]) {
      expect(within(details).getByText(text)).toBeInTheDocument()
    }

    await userEvent.click(screen.getByRole('tab', { name: 'Provider' }))
    const provider = screen.getByRole('tabpanel')
    expect(within(provider).getByText('A bright art studio for little hands.')).toBeInTheDocument()
    expect(
      within(provider).getByRole('link', { name: 'View All Activities from This Provider' }),
    ).toHaveAttribute('href', `/vendors/${sampleIds.vendor}`)
  })

  it('keeps a visitor’s favorite in this browser', async () => {
    fakeApi({ [apiPath]: activityAnswer })
    await renderDetail()
    const favorite = screen.getByRole('button', { name: 'Favorite' })

    await userEvent.click(favorite)

    expect(favorite).toHaveAttribute('aria-pressed', 'true')
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument()
    expect(localStorage.getItem('afc:favorite-activities')).toContain(sampleIds.activity)

    await userEvent.click(favorite)

    expect(favorite).toHaveAttribute('aria-pressed', 'false')
    expect(await screen.findByText('Removed from favorites')).toBeInTheDocument()
  })

  it('saves a signed-in parent’s favorite to the account', async () => {
    const favoritePath = `/api/favorites/${sampleIds.activity}`
    let saved = [sampleIds.activity]
    const api = signInAs(parentAccount, {
      [apiPath]: activityAnswer,
      'GET /api/favorites': () => ({ status: 200, body: { activityIds: saved } }),
      [`PUT ${favoritePath}`]: () => {
        saved = [sampleIds.activity]
        return { status: 204 }
      },
      [`DELETE ${favoritePath}`]: () => {
        saved = []
        return { status: 204 }
      },
    })
    await renderDetail()
    const favorite = screen.getByRole('button', { name: 'Favorite' })
    await waitFor(() => expect(favorite).toHaveAttribute('aria-pressed', 'true'))

    await userEvent.click(favorite)

    expect(await screen.findByText('Removed from favorites')).toBeInTheDocument()
    expect(api).toHaveBeenCalledWith(favoritePath, expect.objectContaining({ method: 'DELETE' }))
    expect(localStorage.getItem('afc:favorite-activities')).toBeNull()

    await userEvent.click(favorite)

    expect(await screen.findByText('Added to favorites')).toBeInTheDocument()
    expect(api).toHaveBeenCalledWith(favoritePath, expect.objectContaining({ method: 'PUT' }))
  })

  it('undoes the heart and gives the server’s reason when the account keeps too many', async () => {
    const ceiling = 'You can keep up to 500 favourites. Remove one to add another.'
    signInAs(parentAccount, {
      [apiPath]: activityAnswer,
      'GET /api/favorites': () => ({ status: 200, body: { activityIds: [] } }),
      [`PUT /api/favorites/${sampleIds.activity}`]: () => ({
        status: 409,
        body: problem(409, 'Conflict', ceiling),
      }),
    })
    await renderDetail()
    const favorite = screen.getByRole('button', { name: 'Favorite' })
    await waitFor(() => expect(favorite).toHaveAttribute('aria-pressed', 'false'))

    await userEvent.click(favorite)

    expect(await screen.findByText(ceiling)).toBeInTheDocument()
    await waitFor(() => expect(favorite).toHaveAttribute('aria-pressed', 'false'))
  })

  it('sends a visitor to sign in before booking, and back here afterwards', async () => {
    fakeApi({ [apiPath]: activityAnswer })
    const { router } = await renderDetail()

    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(router.state.location.state).toEqual({ from: detailPath })
  })

  it('opens the booking dialog for a signed-in parent at the chosen session', async () => {
    signInAs(parentAccount, {
      [apiPath]: activityAnswer,
      'GET /api/favorites': { status: 200, body: { activityIds: [] } },
      'GET /api/children': { status: 200, body: pageOf([]) },
    })
    await renderDetail()

    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }))

    const dialog = await screen.findByRole('dialog', { name: 'Book Watercolor Adventures' })
    expect(within(dialog).getByRole('radio', { name: /Sat, Dec 5/ })).toBeChecked()
    expect(await within(dialog).findByText('Add the child who is coming')).toBeInTheDocument()
  })

  it('promises a paid activity charges nothing until the booking is complete', async () => {
    fakeApi({ [apiPath]: activityAnswer })
    const paid = await renderDetail()
    const booking = () => screen.getByRole('region', { name: 'Book this activity' })

    expect(
      within(booking()).getByText("You won't be charged until you complete your booking"),
    ).toBeInTheDocument()

    paid.unmount()
    fakeApi({ [apiPath]: { status: 200, body: sampleActivityDetail({ priceCents: 0 }) } })
    await renderDetail()

    expect(within(booking()).getByText('Free — no payment needed')).toBeInTheDocument()
    expect(within(booking()).queryByText(/won't be charged/)).toBeNull()
  })

  it('copies the link to the page', async () => {
    const user = userEvent.setup()
    fakeApi({ [apiPath]: activityAnswer })
    await renderDetail()

    await user.click(screen.getByRole('button', { name: 'Copy link' }))

    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toContain(detailPath)
  })
})
