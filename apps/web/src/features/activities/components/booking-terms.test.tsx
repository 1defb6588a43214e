import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { sampleBookingTerms } from '@/test/catalog-samples'
import { problem } from '@/test/fake-api'
import { openBookingDialog } from '../testing/open-booking-dialog'

const terms = (body: object) => ({ 'GET /api/booking-terms': { status: 200, body } })

/** Chooses the full session for Lily, so the dialog explains the waiting list. */
async function waitingListNote(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('radio', { name: /Sat, Dec 12/ }))
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
  return within(dialog).getByRole('region', { name: 'Waiting list' })
}

// Each test drives the whole app through user events: seconds on a busy machine.
describe('the lengths of time the booking texts state', { timeout: 20_000 }, () => {
  it('are the server’s: a 1-minute hold, a 5-hour offer, no offers in the last 3 hours', async () => {
    const { dialog } = await openBookingDialog({}, { maxAge: 12 })

    expect(
      screen.getByText('Pay by card when you book; we hold your places for 1 minute while you pay'),
    ).toBeInTheDocument()
    expect(
      within(dialog).getByText('Your places are held for 1 minute while you pay by card'),
    ).toBeInTheDocument()
    expect(await waitingListNote(dialog)).toHaveTextContent(
      'This session is full. Join the waiting list: when places free up, the first family in line whose children all fit gets them, held for up to 5 hours. Your children stay together. No places are offered in the last 3 hours before the session starts.',
    )
  })

  it('say whole hours in hours, and no cutoff when offers run until the start', async () => {
    const { dialog } = await openBookingDialog(
      terms(
        sampleBookingTerms({
          checkoutHoldMinutes: 60,
          waitlistOfferHours: 48,
          waitlistCutoffHours: 0,
        }),
      ),
      { maxAge: 12 },
    )

    expect(
      screen.getByText('Pay by card when you book; we hold your places for 1 hour while you pay'),
    ).toBeInTheDocument()
    expect(
      within(dialog).getByText('Your places are held for 1 hour while you pay by card'),
    ).toBeInTheDocument()
    const note = await waitingListNote(dialog)
    expect(note).toHaveTextContent(
      'gets them, held for up to 48 hours. Your children stay together.',
    )
    expect(note).not.toHaveTextContent('No places are offered')
  })

  it('name no length of time while the server’s are unknown', async () => {
    const { dialog } = await openBookingDialog(
      { 'GET /api/booking-terms': { status: 503, body: problem(503, 'Service Unavailable') } },
      { maxAge: 12 },
    )

    expect(
      screen.getByText('Pay by card when you book; we hold your places while you pay'),
    ).toBeInTheDocument()
    expect(
      within(dialog).getByText('Your places are held while you pay by card'),
    ).toBeInTheDocument()
    expect(await waitingListNote(dialog)).toHaveTextContent(
      'the first family in line whose children all fit gets them. Your children stay together.',
    )
  })
})
