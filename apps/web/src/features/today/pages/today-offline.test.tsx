import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storedToday } from '@/lib/stored-today'
import { vendorAccount } from '@/test/accounts'
import { sentBody } from '@/test/sent-requests'
import { leoId, mayaId, sampleToday, sampleTodayChild, sessionId } from '@/test/today-samples'
import { offlineQueue } from '../lib/offline-queue'
import { noSignal, phoneNetwork, recordedBatch } from '../testing/phone-network'
import { renderTodayPage } from '../testing/render-today-page'

const { goOffline, goOnline } = phoneNetwork()

// 09:50 in Chicago; the session started at 09:00 and the day was read at 09:42.
const now = new Date('2026-11-27T15:50:00Z')
const startsAt = '2026-11-27T15:00:00Z'
const readAt = new Date('2026-11-27T15:42:00Z')

afterEach(() => {
  vi.useRealTimers()
})

const rowOf = (name: string) =>
  screen.getAllByRole('listitem').find((item) => item.textContent?.startsWith(name)) as HTMLElement

describe('Today without signal', () => {
  it('after a reload offline, shows the day kept on the phone, as of when it was read, with queued actions on top', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] })
    await storedToday.save(vendorAccount, sampleToday({ startsAt }), readAt)
    await offlineQueue.add(
      {
        kind: 'check_in',
        key: 'queued-leo-1',
        sessionId,
        participantId: leoId,
      },
      vendorAccount.user.id,
    )
    goOffline()
    await renderTodayPage({
      'GET /api/account/session': noSignal,
      'GET /api/vendor/today': noSignal,
    })

    expect(await screen.findByText('Offline — showing Today as of 09:42 CST.')).toBeInTheDocument()
    const maya = rowOf('Maya Lopez')
    expect(maya).toHaveTextContent('Peanuts (Life-threatening)')
    expect(maya).toHaveTextContent('May collect:Ana Lopez (Parent), Dan Lopez (Grandfather)')
    const leo = rowOf('Leo Lopez')
    expect(leo).toHaveTextContent('Checked in')
    expect(leo).toHaveTextContent('Not yet sent')
    expect(screen.getByText('Arrived').nextSibling).toHaveTextContent('1')
    expect(screen.getByText('1 not yet sent')).toBeInTheDocument()
  })

  it('marks a child absent offline at once, and sends it when the signal returns', async () => {
    const { api } = await renderTodayPage({
      'GET /api/vendor/today': {
        status: 200,
        body: sampleToday({ startsAt: new Date(Date.now() - 20 * 60_000).toISOString() }),
      },
      'POST /api/vendor/attendance/batch': recordedBatch,
    })
    await screen.findByRole('list', { name: /^Children at Pottery, / })
    goOffline()
    await userEvent.click(screen.getByRole('button', { name: 'Mark Leo Lopez absent' }))
    await waitFor(() => expect(rowOf('Leo Lopez')).toHaveTextContent('Absent Not yet sent'))
    expect(api.mock.calls.some(([url]) => String(url).includes('batch'))).toBe(false)

    goOnline()
    await waitFor(() =>
      expect(sentBody(api, 'POST', '/api/vendor/attendance/batch')).toMatchObject({
        actions: [{ kind: 'absent', sessionId, participantId: leoId, at: expect.any(String) }],
      }),
    )
  })

  it('undoes a check-in offline by keyboard, showing the child expected until it is sent', async () => {
    const checkedIn = sampleTodayChild({
      state: 'checked_in',
      lastAction: {
        id: '55555555-5555-4555-8555-555555555555',
        kind: 'check_in',
        at: new Date().toISOString(),
        byName: 'Clay Corner',
        collectedBy: null,
        undoableUntil: new Date(Date.now() + 4 * 60_000).toISOString(),
        stateBefore: 'expected',
      },
    })
    const { api } = await renderTodayPage({
      'GET /api/vendor/today': { status: 200, body: sampleToday({ children: [checkedIn] }) },
      'POST /api/vendor/attendance/batch': recordedBatch,
    })
    await screen.findByRole('list', { name: /^Children at Pottery, / })
    goOffline()
    await userEvent.click(screen.getByRole('button', { name: "Undo Maya Lopez's last action" }))
    const dialog = await screen.findByRole('dialog', { name: 'Undo checked in' })
    await userEvent.click(within(dialog).getByLabelText('Reason'))
    await userEvent.keyboard('Tapped the wrong child')
    await userEvent.tab()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.tab()
    expect(within(dialog).getByRole('button', { name: 'Undo' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(rowOf('Maya Lopez')).toHaveTextContent('Expected Not yet sent'))
    goOnline()
    await waitFor(() =>
      expect(sentBody(api, 'POST', '/api/vendor/attendance/batch')).toMatchObject({
        actions: [
          {
            kind: 'undo',
            participantId: mayaId,
            undoes: checkedIn.lastAction?.id,
            reason: 'Tapped the wrong child',
          },
        ],
      }),
    )
  })

  it("sends only the signed-in account's queued actions, leaving another's on the phone, unshown", async () => {
    await offlineQueue.add(
      { kind: 'check_in', key: 'queued-by-someone-else', sessionId, participantId: leoId },
      'another-member-of-staff',
    )
    await offlineQueue.add(
      { kind: 'check_in', key: 'queued-by-me', sessionId, participantId: mayaId },
      vendorAccount.user.id,
    )
    const { api } = await renderTodayPage({
      'GET /api/vendor/today': { status: 200, body: sampleToday({ startsAt }) },
      'POST /api/vendor/attendance/batch': recordedBatch,
    })
    await waitFor(() =>
      expect(sentBody(api, 'POST', '/api/vendor/attendance/batch')).toEqual({
        actions: [expect.objectContaining({ key: 'queued-by-me', participantId: mayaId })],
      }),
    )
    await screen.findByRole('list', { name: /^Children at Pottery, / })
    expect(rowOf('Leo Lopez')).not.toHaveTextContent('Not yet sent')
    expect(await offlineQueue.list('another-member-of-staff')).toHaveLength(1)
    await waitFor(async () => expect(await offlineQueue.list(vendorAccount.user.id)).toEqual([]))
  })
})
