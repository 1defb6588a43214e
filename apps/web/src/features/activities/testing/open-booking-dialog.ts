import type { ActivityDetail } from '@afc/contracts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lily, max } from '@/test/account-samples'
import { parentAccount, signInAs } from '@/test/accounts'
import { sampleActivityDetail, sampleBookingTerms, sampleIds } from '@/test/catalog-samples'
import type { FakeRoute } from '@/test/fake-api'
import { pageOf } from '@/test/page-of'
import { renderApp } from '@/test/render-app'
import { fakeQuote } from './fake-quote'

const detailPath = `/activities/${sampleIds.activity}`

/**
 * Signs in as the sample parent, opens the activity's page and its booking dialog. The server
 * prices each child at the activity's price unless `routes` says otherwise.
 */
export async function openBookingDialog(
  routes: Record<string, FakeRoute> = {},
  activity: Partial<ActivityDetail> = {},
) {
  const detail = sampleActivityDetail(activity)
  const api = signInAs(parentAccount, {
    [`GET /api/activities/${sampleIds.activity}`]: { status: 200, body: detail },
    'POST /api/bookings/quote': fakeQuote({ label: 'Session', cents: detail.priceCents }),
    'GET /api/favorites': { status: 200, body: { activityIds: [] } },
    'GET /api/children': { status: 200, body: pageOf([lily, max]) },
    'GET /api/booking-terms': { status: 200, body: sampleBookingTerms() },
    ...routes,
  })
  const view = renderApp(detailPath)
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Watercolor Adventures' },
    { timeout: 10_000 },
  )
  await userEvent.click(screen.getByRole('button', { name: 'Book Now' }))
  // The dialog's code loads on the first Book Now.
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Book Watercolor Adventures' },
    { timeout: 10_000 },
  )
  await within(dialog).findAllByRole('checkbox')
  return { ...view, api, dialog }
}

/** The POST /api/bookings requests the app sent, oldest first. */
export const bookingRequests = (api: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }) =>
  api.mock.calls
    .filter(([path, init]) => String(path) === '/api/bookings' && init?.method === 'POST')
    .map(([, init]) => init ?? {})

export const keyOf = (init: RequestInit) => new Headers(init.headers).get('Idempotency-Key')
