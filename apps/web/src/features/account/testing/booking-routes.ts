import type { Booking } from '@afc/contracts'
import type { FakeRoute } from '@/test/fake-api'
import { pageOf } from '@/test/page-of'
import { renderAccountPage } from './render-account-page'

export const feedUrl = 'http://localhost:3000/api/calendar/abcdefghijklmnopqrstuvwxyz.ics'

/** A server holding `lists` of bookings, answering ?when=upcoming and ?when=past. */
export function bookingRoutes(
  lists: { upcoming: Booking[]; past: Booking[] },
  extra: Record<string, FakeRoute> = {},
) {
  return {
    'GET /api/bookings': (request: Request) => {
      const when = new URL(request.url).searchParams.get('when') === 'past' ? 'past' : 'upcoming'
      return { status: 200, body: pageOf(lists[when]) }
    },
    'GET /api/account/calendar': { status: 200, body: { url: feedUrl } },
    ...extra,
  }
}

/** My Bookings, signed in as the sample parent, once its heading is on screen. */
export const openBookings = (routes: Record<string, FakeRoute>) =>
  renderAccountPage('/bookings', 'My Bookings', routes)
