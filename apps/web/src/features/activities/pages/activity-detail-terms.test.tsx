import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sampleActivityDetail, sampleBookingTerms, sampleTerm } from '@/test/catalog-samples'
import { fakeApi } from '@/test/fake-api'
import { activityAnswer, apiPath, renderDetail } from '../testing/render-activity-page'

describe("a course's terms on the activity page", () => {
  it("lists a course's terms: when, places left, the price a session, and what comes with it", async () => {
    const spring = sampleTerm({
      sessionsLeft: 7,
      dropInPriceCents: 2_000,
      trialPriceCents: 0,
      extras: [
        {
          id: '00000000-0000-4000-8000-00000000e001',
          name: 'After care',
          priceCents: 1_000,
          pricePer: 'session',
          placesLeft: 0,
        },
      ],
    })
    const camp = sampleTerm({
      id: '00000000-0000-4000-8000-00000000a002',
      name: 'Summer camp week',
      isCamp: true,
      sessionCount: 5,
      sessionsLeft: 5,
      weekdays: [1, 2, 3, 4, 5],
      firstSessionAt: '2027-06-07T14:00:00.000Z',
      lastSessionAt: '2027-06-11T14:00:00.000Z',
      startTime: '09:00',
      placesLeft: null,
      priceCents: 25_000,
      perSessionCents: 5_000,
      withdrawal: 'no_refund_after_start',
    })
    fakeApi({
      [apiPath]: {
        status: 200,
        body: sampleActivityDetail({ type: 'course', terms: [spring, camp] }),
      },
      'GET /api/booking-terms': { status: 200, body: sampleBookingTerms() },
    })
    await renderDetail()

    const terms = screen.getByRole('region', { name: 'Terms' })
    const [first, second] = within(terms).getAllByRole('listitem', { name: /Spring|Summer/ })
    if (!first || !second) throw new Error('two terms are listed')
    expect(within(first).getByRole('heading', { name: 'Spring 2027' })).toBeInTheDocument()
    expect(within(first).getByText('10 Saturdays, Mar 6 – May 8, 10:00 AM CST')).toBeInTheDocument()
    expect(within(first).getByText('7 of 10 sessions left')).toBeInTheDocument()
    expect(within(first).getByText('8 spots left')).toBeInTheDocument()
    expect(within(first).getByText('$180.00 · $18.00 a session')).toBeInTheDocument()
    expect(within(first).getByText('Drop-in: $20.00 a session')).toBeInTheDocument()
    expect(within(first).getByText('Trial class: Free')).toBeInTheDocument()
    expect(within(first).getByText('After care: $10.00 a session · Full')).toBeInTheDocument()
    expect(
      within(second).getByRole('heading', { name: 'Summer camp week Camp' }),
    ).toBeInTheDocument()
    expect(
      within(second).getByText('5 days in a row, Jun 7 – Jun 11, 9:00 AM CDT'),
    ).toBeInTheDocument()
    expect(within(second).getByText('Spots available')).toBeInTheDocument()
    expect(within(second).getByText('No refunds once the term has started.')).toBeInTheDocument()
  })

  it('offers only the sessions sold one at a time, and points to the terms when there are none', async () => {
    const detail = sampleActivityDetail({ type: 'course', terms: [sampleTerm()] })
    const [single, inTerm] = detail.upcomingSessions
    if (!single || !inTerm) throw new Error('the sample has two sessions')
    fakeApi({
      [apiPath]: {
        status: 200,
        body: { ...detail, upcomingSessions: [single, { ...inTerm, termId: sampleTerm().id }] },
      },
      'GET /api/booking-terms': { status: 200, body: sampleBookingTerms() },
    })
    const view = await renderDetail()
    const booking = screen.getByRole('region', { name: 'Book this activity' })
    expect(within(booking).getAllByRole('radio')).toHaveLength(1)
    expect(within(booking).getByRole('radio', { name: /Sat, Dec 5/ })).toBeInTheDocument()
    view.unmount()

    fakeApi({
      [apiPath]: {
        status: 200,
        body: {
          ...detail,
          upcomingSessions: detail.upcomingSessions.map((session) => ({
            ...session,
            termId: sampleTerm().id,
          })),
        },
      },
      'GET /api/booking-terms': { status: 200, body: sampleBookingTerms() },
    })
    await renderDetail()
    const card = screen.getByRole('region', { name: 'Book this activity' })
    expect(within(card).queryByRole('radio')).not.toBeInTheDocument()
    expect(
      within(card).getByText('This course is sold by the term: its terms are listed under Terms.'),
    ).toBeInTheDocument()
  })

  it('shows no terms for an activity without them', async () => {
    fakeApi({
      [apiPath]: activityAnswer,
      'GET /api/booking-terms': { status: 200, body: sampleBookingTerms() },
    })
    await renderDetail()
    expect(screen.queryByRole('region', { name: 'Terms' })).not.toBeInTheDocument()
  })
})
