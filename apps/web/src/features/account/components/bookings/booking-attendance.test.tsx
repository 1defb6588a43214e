import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { familyIds, sampleBooking } from '@/test/account-samples'
import { bookingRoutes, openBookings } from '../../testing/booking-routes'

const termId = '00000000-0000-4000-8000-00000000a001'
const sessionIds = ['00000000-0000-4000-8000-000000000501', '00000000-0000-4000-8000-000000000502']

const enrolment = sampleBooking({
  kind: 'term',
  term: { id: termId, name: 'Winter 2026', isCamp: false },
  quantity: 2,
  sessions: [
    {
      id: sessionIds[0] ?? '',
      startsAt: '2026-01-10T16:00:00.000Z',
      endsAt: '2026-01-10T17:00:00.000Z',
      isCancelled: false,
      makesUpFor: null,
    },
    {
      id: sessionIds[1] ?? '',
      startsAt: '2026-01-17T16:00:00.000Z',
      endsAt: '2026-01-17T17:00:00.000Z',
      isCancelled: false,
      makesUpFor: null,
    },
  ],
  participants: [
    { id: familyIds.lily, firstName: 'Lily', lastName: 'Carter' },
    { id: familyIds.max, firstName: 'Max', lastName: 'Carter' },
  ],
})

const notCheckedIn = { checkedInAt: null, checkedOutAt: null, collectedBy: null }

// The whole app through user events: seconds on a busy machine.
describe("Attendance on a term's card in My Bookings", { timeout: 20_000 }, () => {
  it('says attendance was not taken at a session where the provider recorded no one', async () => {
    await openBookings(
      bookingRoutes(
        { upcoming: [enrolment], past: [] },
        {
          [`GET /api/bookings/${enrolment.id}/attendance`]: {
            status: 200,
            body: {
              sessions: [
                {
                  sessionId: sessionIds[0],
                  startsAt: '2026-01-10T16:00:00.000Z',
                  taken: true,
                  children: [
                    {
                      firstName: 'Lily',
                      state: 'checked_out',
                      checkedInAt: '2026-01-10T16:02:00.000Z',
                      checkedOutAt: '2026-01-10T17:05:00.000Z',
                      collectedBy: 'Emily Carter',
                    },
                    { firstName: 'Max', state: 'expected', ...notCheckedIn },
                  ],
                },
                {
                  sessionId: sessionIds[1],
                  startsAt: '2026-01-17T16:00:00.000Z',
                  taken: false,
                  children: [
                    { firstName: 'Lily', state: 'expected', ...notCheckedIn },
                    { firstName: 'Max', state: 'expected', ...notCheckedIn },
                  ],
                },
              ],
            },
          },
        },
      ),
    )
    const card = await screen.findByRole('article', { name: 'Watercolor Adventures' })
    await userEvent.click(within(card).getByText('Attendance'))

    const second = (await within(card).findByText('Attendance not taken')).closest('ol > li')
    const first = within(card).getByText('Max: not checked in').closest('ol > li')
    expect(first).toHaveTextContent(/Sat, Jan 10/)
    expect(first).toHaveTextContent('Lily: arrived 10:02, collected by Emily Carter at 11:05')
    expect(first).toHaveTextContent('Max: not checked in')
    expect(second).toHaveTextContent(/Sat, Jan 17/)
    expect(second).toHaveTextContent('Attendance not taken')
    expect(second).not.toHaveTextContent('not checked in')
  })
})
