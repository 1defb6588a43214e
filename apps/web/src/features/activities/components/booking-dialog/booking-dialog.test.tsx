import type { ActivityDetail } from '@afc/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { lily, max, sampleBooking } from '@/test/account-samples'
import { sampleActivityDetail, sampleIds } from '@/test/catalog-samples'
import { problem } from '@/test/fake-api'
import { pageOf } from '@/test/page-of'
import { sentBody } from '@/test/sent-requests'
import { bookingRequests, keyOf, openBookingDialog } from '../../testing/open-booking-dialog'

const free = { priceCents: 0 }

// Each test drives the whole app through user events: seconds on a busy machine.
describe('BookingDialog', { timeout: 20_000 }, () => {
  it("starts at the chosen session, marks full ones and shows the server's price of the children chosen", async () => {
    const { api, dialog } = await openBookingDialog({}, { maxAge: 12 })

    expect(within(dialog).getByRole('radio', { name: /Sat, Dec 5 · 10:00 AM CST/ })).toBeChecked()
    expect(within(dialog).getByText('Full')).toBeInTheDocument()
    const total = within(dialog).getByRole('status', { name: 'Total price' })
    expect(total).toHaveTextContent('$25.00 per child')
    expect(within(dialog).getByRole('button', { name: 'Continue to payment' })).toBeDisabled()

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
    await waitFor(() => expect(total).toHaveTextContent(/^\$25\.00$/))
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Max Carter/ }))
    await waitFor(() => expect(total).toHaveTextContent(/^\$50\.00$/))
    const price = within(dialog).getByRole('group', { name: 'Price details' })
    expect(within(price).getByRole('group', { name: 'Max' })).toHaveTextContent('Session$25.00')
    expect(sentBody(api, 'POST', '/api/bookings/quote')).toEqual({
      sessionId: sampleIds.session,
      childIds: [lily.id, max.id],
    })
    expect(within(dialog).getByText('Free up to 48 hours before the activity')).toBeInTheDocument()
    expect(
      within(dialog).getByText('Your places are held for 1 minute while you pay by card'),
    ).toBeInTheDocument()
  })

  it('reads Free for a free activity, which books without paying', async () => {
    const { dialog } = await openBookingDialog({}, { priceCents: 0, maxAge: 12 })

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Max Carter/ }))

    expect(within(dialog).getByRole('status', { name: 'Total price' })).toHaveTextContent('Free')
    expect(within(dialog).getByText('Free — no payment needed')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Confirm booking' })).toBeEnabled()
  })

  it('keeps a child outside the ages from being ticked, and says why', async () => {
    const { dialog } = await openBookingDialog()

    const maxBox = within(dialog).getByRole('checkbox', { name: /Max Carter/ })
    expect(maxBox).toBeDisabled()
    // The year is named only when the session is in another year than today's.
    expect(maxBox).toHaveAccessibleDescription(
      /^Max will be 10 on Dec 5(, 2026)?; this activity is for ages 4-8\.$/,
    )
    expect(within(dialog).getByRole('checkbox', { name: /Lily Carter/ })).toBeEnabled()
  })

  it('asks again when another session is chosen', async () => {
    // Noah turns 9 on 8 December: in range on the 5th, too old by the 12th.
    const noah = {
      ...lily,
      id: '9a2b7c40-3333-4d5e-8f90-0000000000b4',
      firstName: 'Noah',
      birthDate: '2017-12-08',
    }
    const [first, second] = sampleActivityDetail().upcomingSessions
    const { dialog } = await openBookingDialog(
      { 'GET /api/children': { status: 200, body: pageOf([noah]) } },
      {
        maxAge: 8,
        upcomingSessions: [
          first,
          { ...second, spotsLeft: 3 },
        ] as ActivityDetail['upcomingSessions'],
      },
    )
    const noahBox = await within(dialog).findByRole('checkbox', { name: /Noah Carter/ })
    await userEvent.click(noahBox)
    expect(noahBox).toBeChecked()

    await userEvent.click(within(dialog).getByRole('radio', { name: /Sat, Dec 12/ }))
    expect(noahBox).toBeDisabled()
    expect(noahBox).not.toBeChecked()
    expect(noahBox).toHaveAccessibleDescription(/^Noah will be 9 on Dec 12/)
    expect(within(dialog).getByRole('button', { name: 'Continue to payment' })).toBeDisabled()

    await userEvent.click(within(dialog).getByRole('radio', { name: /Sat, Dec 5/ }))
    expect(noahBox).toBeEnabled()
    expect(noahBox).not.toBeChecked()
  })

  it('shows the server’s refusal and keeps the choice', async () => {
    const refusal = 'Lily is already booked into this session.'
    const { dialog } = await openBookingDialog({
      'POST /api/bookings': { status: 409, body: problem(409, 'Conflict', refusal) },
    })
    const lilyBox = within(dialog).getByRole('checkbox', { name: /Lily Carter/ })

    await userEvent.click(lilyBox)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal)
    expect(lilyBox).toBeChecked()
    expect(within(dialog).getByRole('radio', { name: /Sat, Dec 5/ })).toBeChecked()
  })

  it('sends one Idempotency-Key, the same again when retrying after a failure', async () => {
    let attempts = 0
    const { api, dialog } = await openBookingDialog(
      {
        'POST /api/bookings': () => {
          attempts += 1
          return attempts === 1
            ? { status: 503, body: problem(503, 'Service Unavailable', 'Please try again.') }
            : { status: 201, body: sampleBooking({ totalAmountCents: 0, paymentStatus: 'none' }) }
        },
      },
      free,
    )
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
    const confirm = within(dialog).getByRole('button', { name: 'Confirm booking' })

    await userEvent.click(confirm)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please try again.')
    await userEvent.click(confirm)

    expect(await screen.findByText('Booking successful!')).toBeInTheDocument()
    const [first, second] = bookingRequests(api)
    expect(first && keyOf(first)).toMatch(/^[0-9a-f-]{32,36}$/)
    expect(second && keyOf(second)).toBe(first && keyOf(first))
    expect(JSON.parse(String(second?.body))).toEqual({
      sessionId: sampleIds.session,
      childIds: [lily.id],
    })
  })

  it('uses a new key when the dialog is opened again', async () => {
    const { api, dialog } = await openBookingDialog({
      'POST /api/bookings': { status: 409, body: problem(409, 'Full', 'This session is full.') },
    })
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This session is full.')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }))
    const reopened = await screen.findByRole('dialog', { name: 'Book Watercolor Adventures' })
    await userEvent.click(await within(reopened).findByRole('checkbox', { name: /Lily Carter/ }))
    await userEvent.click(within(reopened).getByRole('button', { name: 'Continue to payment' }))

    await waitFor(() => expect(bookingRequests(api)).toHaveLength(2))
    const [first, second] = bookingRequests(api)
    expect(first && keyOf(first)).not.toBe(second && keyOf(second))
  })

  it('confirms a free activity, then offers the calendar file and My Bookings', async () => {
    const { dialog, router } = await openBookingDialog(
      { 'POST /api/bookings': { status: 201, body: sampleBooking() } },
      free,
    )
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm booking' }))

    expect(await screen.findByText('Booking successful!')).toBeInTheDocument()
    const success = screen.getByRole('dialog', { name: "You're booked!" })
    expect(within(success).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/api/bookings/${sampleBooking().id}/calendar.ics`,
    )
    await userEvent.click(within(success).getByRole('link', { name: 'View my bookings' }))
    // The router first loads the account pages' code.
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'), {
      timeout: 10_000,
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('adds a child on the spot and ticks them', async () => {
    const sam = { ...lily, id: '9a2b7c40-3333-4d5e-8f90-0000000000b3', firstName: 'Sam' }
    const family = [lily, max]
    const { api, dialog } = await openBookingDialog({
      'GET /api/children': () => ({ status: 200, body: pageOf(family) }),
      'POST /api/children': () => {
        family.push(sam)
        return { status: 201, body: sam }
      },
    })

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a child' }))
    const form = within(dialog).getByRole('form', { name: 'Add a child' })
    expect(within(form).getByLabelText('First name')).toHaveFocus()
    await userEvent.type(within(form).getByLabelText('First name'), 'Sam')
    await userEvent.type(within(form).getByLabelText('Last name'), 'Carter')
    await userEvent.type(within(form).getByLabelText('Date of birth'), '2019-03-14')
    await userEvent.click(within(form).getByRole('button', { name: 'Save child' }))

    expect(await within(dialog).findByRole('checkbox', { name: /Sam Carter/ })).toBeChecked()
    const sent = api.mock.calls.find(
      ([path, init]) => path === '/api/children' && init?.method === 'POST',
    )
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      firstName: 'Sam',
      lastName: 'Carter',
      birthDate: '2019-03-14',
      notes: '',
    })
  })

  it('gives the focus back to Book Now when closed', async () => {
    const { dialog } = await openBookingDialog()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))

    await waitFor(() => expect(screen.getByRole('button', { name: 'Book Now' })).toHaveFocus())
  })
})
