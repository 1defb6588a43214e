import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { problem } from '@/test/fake-api'
import { pageOf } from '@/test/page-of'
import { chooseOption } from '@/test/radix-in-jsdom'
import { requestsTo, sentBody } from '@/test/sent-requests'
import { openSchedules } from '../testing/open-schedules'
import { sampleTerm, termId, termSession } from '../testing/term-samples'
import { vendorSession } from '../testing/vendor-samples'

// Before the sample term's first session, on Mar 14, 2026.
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z'), toFake: ['Date'] }))
afterEach(() => vi.useRealTimers())

async function openDialog(button: string, dialog: string) {
  await userEvent.click(await screen.findByRole('button', { name: button }))
  return within(await screen.findByRole('dialog', { name: dialog }))
}

describe('Changing a term on Schedules', () => {
  it('edits its prices and rules from what it holds, saying new prices are for new enrolments', async () => {
    const { api } = await openSchedules({
      [`PATCH /api/vendor/terms/${termId}`]: { status: 200, body: sampleTerm() },
    })
    const dialog = await openDialog(
      'Edit term Spring 2026 of Watercolor Adventures',
      'Edit Spring 2026',
    )
    expect(dialog.getByLabelText('Term price ($)')).toHaveValue('180.00')
    expect(dialog.getByLabelText('Trial price ($)')).toHaveValue('0.00')
    expect(dialog.getByText("Empty: the course's 12 places")).toBeInTheDocument()
    expect(
      dialog.getByText(
        'A new price applies to new enrolments: families already enrolled keep the price they paid.',
      ),
    ).toBeInTheDocument()

    await userEvent.clear(dialog.getByLabelText('Term price ($)'))
    await userEvent.type(dialog.getByLabelText('Term price ($)'), '195.50')
    await userEvent.clear(dialog.getByLabelText('Drop-in price ($)'))
    await chooseOption('Late joining', 'Until a session')
    await chooseOption('Last session to join before', 'Sat, Mar 21, 2026')
    await userEvent.click(dialog.getByRole('button', { name: 'Save term' }))

    expect(await screen.findByText('Spring 2026 saved')).toBeInTheDocument()
    expect(sentBody(api, 'PATCH', `/api/vendor/terms/${termId}`)).toEqual({
      name: 'Spring 2026',
      isCamp: false,
      capacity: null,
      priceCents: 19_550,
      dropInPriceCents: null,
      trialPriceCents: 0,
      lateJoining: { rule: 'until_session', sessionId: termSession('21').id },
      withdrawal: 'pro_rata',
    })
  })

  it("shows the server's sentence when it refuses an edit", async () => {
    await openSchedules({
      [`PATCH /api/vendor/terms/${termId}`]: {
        status: 409,
        body: problem(
          409,
          'Conflict',
          '3 places are already taken in a session of this term; its places cannot be fewer than 3.',
        ),
      },
    })
    const dialog = await openDialog(
      'Edit term Spring 2026 of Watercolor Adventures',
      'Edit Spring 2026',
    )
    await userEvent.type(dialog.getByLabelText('Places'), '2')
    await userEvent.click(dialog.getByRole('button', { name: 'Save term' }))

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      '3 places are already taken in a session of this term; its places cannot be fewer than 3.',
    )
  })

  it('cancels a term, refunding every family at once when no credit is offered', async () => {
    const { api } = await openSchedules({
      [`POST /api/vendor/terms/${termId}/cancel`]: {
        status: 200,
        body: { cancelledSessions: 3, refundedBookings: 4, refundedCents: 72_000 },
      },
    })
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Cancel term Spring 2026 of Watercolor Adventures',
      }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this term?' })
    expect(dialog).toHaveTextContent(
      'Spring 2026 of Watercolor Adventures. The sessions not yet held are cancelled and every family is told by email: refunded for them, or choosing a refund or a credit with you.',
    )
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /credit with you/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel term' }))

    expect(
      await screen.findByText(
        'Spring 2026 cancelled: 3 sessions called off, 4 bookings refunded $720.00',
      ),
    ).toBeInTheDocument()
    expect(requestsTo(api, 'POST', `/api/vendor/terms/${termId}/cancel`)).toHaveLength(1)
    expect(sentBody(api, 'POST', `/api/vendor/terms/${termId}/cancel`)).toEqual({
      offerCredit: false,
    })
  })

  it('cancels a term offering each family a refund or a credit, as ticked at first', async () => {
    const { api } = await openSchedules({
      [`POST /api/vendor/terms/${termId}/cancel`]: {
        status: 200,
        body: { cancelledSessions: 3, refundedBookings: 0, refundedCents: 0 },
      },
    })
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Cancel term Spring 2026 of Watercolor Adventures',
      }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this term?' })
    expect(within(dialog).getByRole('checkbox', { name: /credit with you/ })).toBeChecked()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel term' }))
    expect(
      await screen.findByText(
        'Spring 2026 cancelled: 3 sessions called off. Each family chooses a refund or a credit with you.',
      ),
    ).toBeInTheDocument()
    expect(sentBody(api, 'POST', `/api/vendor/terms/${termId}/cancel`)).toEqual({
      offerCredit: true,
    })
  })

  it('shows a called-off term with its sessions, to read or delete but not to change', async () => {
    const cancelled = sampleTerm().sessions.map((each) => ({ ...each, isCancelled: true }))
    await openSchedules({
      'GET /api/vendor/terms': { status: 200, body: pageOf([sampleTerm({ sessions: cancelled })]) },
    })
    const row = within(
      (await screen.findByRole('list', { name: 'Terms' })).querySelector('li') as HTMLElement,
    )
    expect(row.getByText('Cancelled')).toBeInTheDocument()
    expect(row.getByText(/3 sessions · 12 places · Sat, Mar 14, 2026/)).toBeInTheDocument()
    expect(row.getByRole('link', { name: /^Roster of/ })).toBeInTheDocument()
    expect(row.queryByRole('button', { name: /^Edit term/ })).not.toBeInTheDocument()
    expect(row.queryByRole('button', { name: /^Add an extra/ })).not.toBeInTheDocument()
    expect(row.queryByRole('button', { name: /^Cancel term/ })).not.toBeInTheDocument()
  })
})

describe("Cancelling a term's session", () => {
  const session = vendorSession({ id: termSession('14').id, booked: 3 })
  const cancelPath = `/api/vendor/schedules/${session.id}/cancel`

  it('asks for a refund of its share or a make-up session, and sends the make-up', async () => {
    const { api } = await openSchedules({
      'GET /api/vendor/schedules': { status: 200, body: pageOf([session]) },
      [`POST ${cancelPath}`]: {
        status: 200,
        body: { session: { ...session, isCancelled: true }, cancelledBookings: 0 },
      },
    })
    expect(await screen.findByText('Watercolor Adventures · Spring 2026')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /^Cancel session of/ }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel this session?' }))
    expect(
      dialog.getByRole('radio', { name: "Refund each family this session's share" }),
    ).toBeChecked()

    await userEvent.click(dialog.getByRole('radio', { name: 'Add a make-up session' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel session' }))
    expect(await dialog.findByText('Choose a date')).toBeInTheDocument()
    expect(requestsTo(api, 'POST', cancelPath)).toHaveLength(0)

    await userEvent.type(dialog.getByLabelText('Make-up date'), '2026-04-04')
    await userEvent.type(dialog.getByLabelText('Make-up start time'), '10:00')
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel session' }))

    expect(
      await screen.findByText('Session cancelled and a make-up session added'),
    ).toBeInTheDocument()
    expect(sentBody(api, 'POST', cancelPath)).toEqual({
      remedy: 'make_up',
      date: '2026-04-04',
      startTime: '10:00',
      offerCredit: true,
    })
  })

  it("refunds each family the session's share, and shows a refusal inside the dialog", async () => {
    const { api } = await openSchedules({
      'GET /api/vendor/schedules': { status: 200, body: pageOf([session]) },
      [`POST ${cancelPath}`]: {
        status: 409,
        body: problem(409, 'Conflict', 'This session has already started.'),
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: /^Cancel session of/ }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel this session?' }))
    // Unticked, the families are refunded at once rather than offered credit.
    await userEvent.click(dialog.getByLabelText(/keep what they paid as credit with you/))
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel session' }))

    expect(await dialog.findByRole('alert')).toHaveTextContent('This session has already started.')
    expect(sentBody(api, 'POST', cancelPath)).toEqual({ remedy: 'refund' })
  })
})
