import type { Booking } from '@afc/contracts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { browserNavigation } from '@/lib/browser-navigation'
import { familyIds, sampleBooking } from '@/test/account-samples'
import { pageOf } from '@/test/page-of'
import { sentBody } from '@/test/sent-requests'
import { bookingRoutes, openBookings } from '../../testing/booking-routes'

const DAY = 24 * 60 * 60 * 1000
const termId = '00000000-0000-4000-8000-00000000a001'
// Relative to now, so that which sessions are behind the family holds on any date.
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString()
const session = (id: number, days: number, more: Partial<Booking['sessions'][number]> = {}) => ({
  id: `00000000-0000-4000-8000-0000000005${String(id).padStart(2, '0')}`,
  startsAt: at(days),
  endsAt: at(days + 1 / 24),
  isCancelled: false,
  makesUpFor: null,
  ...more,
})

const enrolment = sampleBooking({
  kind: 'term',
  term: { id: termId, name: 'Spring 2027', isCamp: false },
  quantity: 2,
  totalAmountCents: 32_200,
  paidAmountCents: 32_200,
  sessions: [
    session(1, -7),
    session(2, 7, { isCancelled: true }),
    session(3, 14),
    session(4, 21, { makesUpFor: at(7) }),
  ],
  extras: [{ name: 'After care', firstName: 'Lily', pricePer: 'session', amountCents: 7_000 }],
  participants: [
    { id: familyIds.lily, firstName: 'Lily', lastName: 'Carter' },
    { id: familyIds.max, firstName: 'Max', lastName: 'Carter' },
  ],
  cancellation: { refundCents: 25_200, rule: 'pro_rata', sessionsRefunded: 2 },
})

const trial = sampleBooking({
  id: familyIds.pastBooking,
  kind: 'trial',
  term: { id: termId, name: 'Spring 2027', isCamp: false },
  restOfTerm: {
    termId,
    termName: 'Spring 2027',
    childId: familyIds.lily,
    childFirstName: 'Lily',
    sessionsLeft: 6,
    sessionCount: 10,
    priceCents: 9_600,
  },
})

// Each test drives the whole app through user events: seconds on a busy machine.
describe('Term bookings on My Bookings', { timeout: 20_000 }, () => {
  it("shows an enrolment as one card: the term, its sessions, each child's extras, the amount", async () => {
    await openBookings(bookingRoutes({ upcoming: [enrolment], past: [] }))
    const card = await screen.findByRole('article', { name: 'Watercolor Adventures' })

    expect(within(card).getByText('Spring 2027')).toBeVisible()
    const sessions = within(card).getAllByRole('listitem').slice(0, 4)
    expect(sessions[0]).toHaveTextContent(/ · held$/)
    expect(sessions[1]?.querySelector('s')).not.toBeNull()
    expect(sessions[1]).toHaveTextContent(/ · cancelled$/)
    expect(sessions[2]).not.toHaveTextContent(/held|cancelled|make-up/)
    expect(sessions[3]).toHaveTextContent(/ · make-up for \w{3}, \w{3} \d+$/)
    expect(within(card).getByText('Lily: After care ($70.00)')).toBeVisible()
    expect(within(card).getByText('$322.00')).toBeVisible()
    expect(within(card).getByText('Paid $322.00')).toBeVisible()
  })

  it('states the refund before a withdrawal: the sessions still to come, or none once begun', async () => {
    const begun = sampleBooking({
      ...enrolment,
      id: familyIds.pastBooking,
      activity: { ...enrolment.activity, title: 'Clay Camp' },
      cancellation: { refundCents: 0, rule: 'no_refund_after_start', sessionsRefunded: null },
    })
    await openBookings(bookingRoutes({ upcoming: [enrolment, begun], past: [] }))

    const card = await screen.findByRole('article', { name: 'Watercolor Adventures' })
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this booking?' })
    expect(dialog).toHaveTextContent(
      'You will be refunded $252.00 for the 2 sessions still to come.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }))

    const camp = screen.getByRole('article', { name: 'Clay Camp' })
    await userEvent.click(within(camp).getByRole('button', { name: 'Cancel booking' }))
    expect(screen.getByRole('alertdialog', { name: 'Cancel this booking?' })).toHaveTextContent(
      'This term gives no refund once it has started: nothing will be refunded.',
    )
  })

  it('enrols the child of a trial class for the rest of the term in one click at the quoted price with discounts, then to pay', async () => {
    const leave = vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => {})
    const held = sampleBooking({
      id: '00000000-0000-4000-8000-0000000000d9',
      kind: 'term',
      status: 'pending',
      paymentStatus: 'pending',
    })
    // Once enrolled, the list comes back with the enrolment and a trial that offers it no more.
    let enrolled = false
    const { api } = await openBookings(
      bookingRoutes(
        { upcoming: [trial], past: [] },
        {
          'GET /api/bookings': () => ({
            status: 200,
            body: pageOf(enrolled ? [{ ...trial, restOfTerm: null }, held] : [trial]),
          }),
          [`POST /api/terms/${termId}/enrolments/quote`]: {
            status: 200,
            body: {
              lines: [
                {
                  kind: 'base',
                  label: 'Late join: 6 of 10 sessions, less the trial',
                  amountCents: 9600,
                  childId: familyIds.lily,
                  firstName: 'Lily',
                },
                {
                  kind: 'siblings',
                  label: 'Sibling discount (2nd child)',
                  amountCents: -960,
                  childId: familyIds.lily,
                  firstName: 'Lily',
                },
              ],
              totalCents: 8640,
              codeRefusal: null,
            },
          },
          [`POST /api/terms/${termId}/enrolments`]: () => {
            enrolled = true
            return { status: 201, body: { booking: held, sessionCount: 10, sessionsCovered: 6 } }
          },
          [`POST /api/bookings/${held.id}/checkout`]: {
            status: 200,
            body: { url: 'http://localhost:3000/checkout/test/cs_test_abcdefghijkl' },
          },
        },
      ),
    )
    const card = await screen.findByRole('article', { name: 'Watercolor Adventures' })
    expect(
      within(card).getByText('Spring 2027: 6 of 10 sessions left.', { exact: false }),
    ).toBeVisible()

    const price = await within(card).findByRole('group', {
      name: 'Price of the rest of Spring 2027',
    })
    expect(within(price).getByText('Sibling discount (2nd child)')).toBeVisible()
    expect(within(price).getByText('Total').nextSibling).toHaveTextContent('$86.40')
    await userEvent.click(
      within(card).getByRole('button', { name: 'Enrol for the rest of the term · $86.40' }),
    )

    await vi.waitFor(() => expect(leave).toHaveBeenCalled())
    expect(sentBody(api, 'POST', `/api/terms/${termId}/enrolments`)).toEqual({
      childIds: [familyIds.lily],
      extras: [],
    })
    expect(sentBody(api, 'POST', `/api/terms/${termId}/enrolments/quote`)).toEqual({
      childIds: [familyIds.lily],
      extras: [],
    })
  })
})
