import type { PublicTerm } from '@afc/contracts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lily, max } from '@/test/account-samples'
import { parentAccount, signInAs } from '@/test/accounts'
import {
  noRunMinimum,
  sampleActivityDetail,
  sampleBookingTerms,
  sampleIds,
  sampleTerm,
} from '@/test/catalog-samples'
import type { FakeRoute } from '@/test/fake-api'
import { pageOf } from '@/test/page-of'
import { renderApp } from '@/test/render-app'
import { fakeQuote } from './fake-quote'

/** A term's two Saturdays still to come, sold with it, as the activity page lists them. */
export const termSessionIds = [
  '00000000-0000-4000-8000-00000000c001',
  '00000000-0000-4000-8000-00000000c002',
]

/**
 * Signs in as the sample parent (Lily 7, Max 10), opens a course for ages 4 to 12 with one term,
 * and presses the term's `button` ('Enrol', 'Try a class' or 'Drop in'). The server prices each
 * child at the term's price (a trial's or a drop-in's for one session) unless `routes` says
 * otherwise.
 */
export async function openTermDialog(
  button: string,
  term: Partial<PublicTerm> = {},
  routes: Record<string, FakeRoute> = {},
) {
  const days = ['2027-04-24', '2027-05-01']
  const sold = sampleTerm(term)
  const detail = sampleActivityDetail({
    type: 'course',
    maxAge: 12,
    terms: [sold],
    upcomingSessions: termSessionIds.map((id, index) => ({
      id,
      startsAt: `${days[index]}T15:00:00.000Z`,
      endsAt: `${days[index]}T16:00:00.000Z`,
      spotsLeft: 6,
      termId: sampleTerm().id,
      ...noRunMinimum,
    })),
  })
  const api = signInAs(parentAccount, {
    [`GET /api/activities/${sampleIds.activity}`]: { status: 200, body: detail },
    'GET /api/favorites': { status: 200, body: { activityIds: [] } },
    'GET /api/children': { status: 200, body: pageOf([lily, max]) },
    'GET /api/booking-terms': { status: 200, body: sampleBookingTerms() },
    [`POST /api/terms/${sold.id}/enrolments/quote`]: fakeQuote({
      label: 'Term price',
      cents: sold.priceCents,
    }),
    'POST /api/bookings/quote': fakeQuote(
      button === 'Try a class'
        ? { label: 'Trial class', cents: sold.trialPriceCents ?? 0 }
        : { label: 'Drop-in', cents: sold.dropInPriceCents ?? 0 },
    ),
    ...routes,
  })
  const view = renderApp(`/activities/${sampleIds.activity}`)
  const terms = await screen.findByRole('region', { name: 'Terms' }, { timeout: 10_000 })
  await userEvent.click(within(terms).getByRole('button', { name: button }))
  // The dialog's code loads on the first press.
  const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
  await within(dialog).findAllByRole('checkbox', { name: /Carter/ })
  return { ...view, api, dialog }
}
