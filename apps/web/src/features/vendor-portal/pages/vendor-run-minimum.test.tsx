import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { problem } from '@/test/fake-api'
import { pageOf } from '@/test/page-of'
import { requestsTo, sentBody } from '@/test/sent-requests'
import { openSchedules } from '../testing/open-schedules'
import { belowMinimum, decisionResult } from '../testing/run-minimum-samples'
import { sampleTerm, termId } from '../testing/term-samples'
import { ids, vendorSession } from '../testing/vendor-samples'

// Ten days before the sample term's and session's start on Mar 14, 2026: before the decision.
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-04T12:00:00Z'), toFake: ['Date'] }))
afterEach(() => vi.useRealTimers())

const termWithMinimum = (change = {}) => sampleTerm(belowMinimum(change))
const termsAnswer = (change = {}) => ({ status: 200, body: pageOf([termWithMinimum(change)]) })
const decisionPath = `/api/vendor/terms/${termId}/decision`

async function termRow() {
  const list = await screen.findByRole('list', { name: 'Terms' })
  return within(list).getAllByRole('listitem')[0] as HTMLElement
}

describe("A term's minimum to run on Schedules", () => {
  it('shows how many it has of its minimum and the day it is decided, at the venue', async () => {
    await openSchedules({ 'GET /api/vendor/terms': termsAnswer() })
    const row = await termRow()
    expect(await within(row).findByText('4 of 6 minimum · decides Mar 11')).toBeInTheDocument()
    expect(within(row).getByRole('button', { name: /^Run it anyway: / })).toBeInTheDocument()
  })

  it('cancels now after saying every family is refunded in full, then refreshes the list', async () => {
    let decided = false
    const { api } = await openSchedules({
      'GET /api/vendor/terms': () => termsAnswer(decided ? { decision: 'cancelled' } : {}),
      [`POST ${decisionPath}`]: () => {
        decided = true
        return { status: 200, body: decisionResult() }
      },
    })
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Cancel now: Spring 2026 of Watercolor Adventures',
      }),
    )
    const dialog = within(await screen.findByRole('alertdialog'))
    expect(dialog.getByText(/4 of 6 places/)).toHaveTextContent(
      'every family is refunded in full, extras included, told by email and offered other places to book',
    )
    expect(dialog.getByText(/4 of 6 places/)).toHaveTextContent('This cannot be undone.')
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel now' }))

    expect(
      await screen.findByText(
        'Spring 2026 of Watercolor Adventures cancelled: 2 bookings refunded $360.00',
      ),
    ).toBeInTheDocument()
    expect(sentBody(api, 'POST', decisionPath)).toEqual({ decision: 'cancelled' })
    expect(await screen.findByText('Cancelled: too few places')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Cancel now: / })).not.toBeInTheDocument()
  })

  it("runs it anyway by keyboard, and shows the server's refusal inside the dialog", async () => {
    const { api } = await openSchedules({
      'GET /api/vendor/terms': termsAnswer(),
      [`POST ${decisionPath}`]: {
        status: 409,
        body: problem(409, 'Conflict', 'Whether this term runs has already been decided.'),
      },
    })
    const runAnyway = await screen.findByRole('button', {
      name: 'Run it anyway: Spring 2026 of Watercolor Adventures',
    })
    runAnyway.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent("Every family booked is told it's on")
    // The dialog holds the focus: Tab goes round its two buttons.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    await userEvent.tab()
    await userEvent.tab()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run it anyway' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Whether this term runs has already been decided.',
    )
    expect(sentBody(api, 'POST', decisionPath)).toEqual({ decision: 'runs' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(runAnyway).toHaveFocus())
  })

  it.each([
    [{ decisionPending: true, decisionAt: '2026-03-03T15:00:00.000Z' }, 'Decision pending'],
    [{ decision: 'runs' }, 'Running'],
  ])('says %o as "%s", with no early decision left to take', async (change, label) => {
    await openSchedules({ 'GET /api/vendor/terms': termsAnswer(change) })
    expect(await screen.findByText(label)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Run it anyway: / })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Cancel now: / })).not.toBeInTheDocument()
  })

  it('says nothing of a minimum on a term without one', async () => {
    await openSchedules()
    await screen.findByRole('list', { name: 'Terms' })
    expect(screen.queryByText(/minimum/)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Run it anyway: / })).not.toBeInTheDocument()
  })
})

describe("A single session's minimum to run on Schedules", () => {
  const sessionPath = `/api/vendor/schedules/${ids.session}/decision`
  const withMinimum = vendorSession(belowMinimum({ decisionAt: '2026-03-11T15:00:00.000Z' }))

  it('shows its count and decides it early, saying what follows', async () => {
    const { api } = await openSchedules({
      'GET /api/vendor/schedules': { status: 200, body: pageOf([withMinimum]) },
      [`POST ${sessionPath}`]: {
        status: 200,
        body: decisionResult({ decision: 'runs', refundedBookings: 0, refundedCents: 0 }),
      },
    })
    expect(await screen.findByText('4 of 6 minimum · decides Mar 11')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /^Run it anyway: Watercolor / }))
    const dialog = within(await screen.findByRole('alertdialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Run it anyway' }))

    expect(await screen.findByText(/runs: families are told it's on$/)).toBeInTheDocument()
    expect(sentBody(api, 'POST', sessionPath)).toEqual({ decision: 'runs' })
    expect(
      requestsTo(api, 'GET', '/api/vendor/schedules?when=upcoming&page=1&limit=50').length,
    ).toBeGreaterThan(1)
  })

  it("shows a term's session without a minimum of its own, and a cancelled one as such", async () => {
    await openSchedules({
      'GET /api/vendor/schedules': {
        status: 200,
        body: pageOf([
          vendorSession({ termId, decisionAt: null }),
          vendorSession({
            id: '7d1f0c2e-3333-4a6b-8c3d-000000000002',
            ...belowMinimum({ decision: 'cancelled' }),
            isCancelled: true,
          }),
        ]),
      },
    })
    expect(await screen.findByText('Cancelled: too few places')).toBeInTheDocument()
    expect(screen.queryByText('Cancelled')).not.toBeInTheDocument()
    expect(screen.queryByText(/minimum/)).not.toBeInTheDocument()
  })
})
