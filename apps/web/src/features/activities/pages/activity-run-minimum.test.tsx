import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  noRunMinimum,
  sampleActivityDetail,
  sampleBookingTerms,
  sampleTerm,
} from '@/test/catalog-samples'
import { fakeApi } from '@/test/fake-api'
import { openBookingDialog } from '../testing/open-booking-dialog'
import { openTermDialog } from '../testing/open-term-dialog'
import { apiPath, renderDetail } from '../testing/render-activity-page'

// The sample term starts Saturday Mar 6, 2027, 10:00 in Chicago: decided three days before.
const termMinimum = {
  minPlaces: 6,
  decisionAt: '2027-03-03T16:00:00.000Z',
  placesToRun: 2,
  decisionPending: false,
}
// The sample session is on Saturday Dec 5, 2026, 10:00 in Chicago: decided three days before.
const sessionMinimum = {
  minPlaces: 4,
  decisionAt: '2026-12-02T16:00:00.000Z',
  placesToRun: 3,
  decisionPending: false,
}

// Each test drives the whole app through user events: seconds on a busy machine.
describe('a minimum to run, as families see it', { timeout: 20_000 }, () => {
  it('says how many more a term needs, or that its decision is pending', async () => {
    const pending = sampleTerm({
      ...termMinimum,
      id: '00000000-0000-4000-8000-00000000a002',
      name: 'Summer 2027',
      placesToRun: 2,
      decisionPending: true,
      canEnrol: false,
    })
    fakeApi({
      [apiPath]: {
        status: 200,
        body: sampleActivityDetail({ type: 'course', terms: [sampleTerm(termMinimum), pending] }),
      },
      'GET /api/booking-terms': { status: 200, body: sampleBookingTerms() },
    })
    await renderDetail()

    const terms = screen.getByRole('region', { name: 'Terms' })
    const [spring, summer] = within(terms).getAllByRole('listitem', { name: /Spring|Summer/ })
    if (!spring || !summer) throw new Error('two terms are listed')
    expect(within(spring).getByText('Needs 2 more to run')).toBeInTheDocument()
    expect(within(summer).getByText('Decision pending')).toBeInTheDocument()
    expect(within(summer).queryByText(/more to run/)).not.toBeInTheDocument()
    expect(within(summer).queryByRole('button', { name: 'Enrol' })).not.toBeInTheDocument()
  })

  it('says in the enrol dialog by when the term needs how many children, at the venue', async () => {
    const { dialog } = await openTermDialog('Enrol', termMinimum)
    expect(within(dialog).getByRole('region', { name: 'Price and terms' })).toHaveTextContent(
      'This runs if 6 children enrol by Mar 3, 10:00 AM CST; if not, you are refunded in full',
    )
  })

  it('says nothing of a minimum once it is decided', async () => {
    const { dialog } = await openTermDialog('Enrol', { ...termMinimum, placesToRun: null })
    expect(within(dialog).queryByText(/This runs if/)).not.toBeInTheDocument()
  })

  it("says a session's minimum in the booking dialog, and a pending one cannot be chosen", async () => {
    const detail = sampleActivityDetail()
    const [open, other] = detail.upcomingSessions
    if (!open || !other) throw new Error('the sample has two sessions')
    const { dialog } = await openBookingDialog(
      {},
      {
        upcomingSessions: [
          { ...open, ...sessionMinimum },
          { ...other, ...noRunMinimum, spotsLeft: 5, placesToRun: 1, decisionPending: true },
        ],
      },
    )
    expect(within(dialog).getByRole('region', { name: 'Price and terms' })).toHaveTextContent(
      'This runs if 4 children book by Dec 2, 10:00 AM CST; if not, you are refunded in full',
    )
    const sessions = within(dialog).getAllByRole('radio')
    expect(sessions[0]).toBeChecked()
    expect(within(dialog).getByText('5 spots left · Needs 3 more to run')).toBeInTheDocument()
    expect(within(dialog).getByText('5 spots left · Decision pending')).toBeInTheDocument()
    expect(sessions[1]).toBeDisabled()
    await userEvent.click(sessions[1] as HTMLElement)
    expect(sessions[0]).toBeChecked()
  })
})
