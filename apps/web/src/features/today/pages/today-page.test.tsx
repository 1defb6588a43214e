import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sentBody } from '@/test/sent-requests'
import { renderTodayPage } from '../testing/render-today-page'
import { leoId, mayaId, sampleToday, sessionId } from '../testing/today-samples'

let online = true

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory()
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
})
// Files share a worker: a test that ends offline must not leave the query client's online
// manager paused for the next file's screens.
afterEach(() => {
  if (!online) {
    online = true
    window.dispatchEvent(new Event('online'))
  }
})

const recorded = async (request: Request) => {
  const { actions } = await request.json()
  return {
    status: 200,
    body: {
      results: actions.map((action: { key: string; participantId: string }) => ({
        key: action.key,
        outcome: 'recorded',
        detail: null,
        state: {
          participantId: action.participantId,
          state: 'checked_in',
          lastAction: null,
          latePickupMinutes: null,
        },
      })),
    },
  }
}

const goOffline = () => {
  online = false
  window.dispatchEvent(new Event('offline'))
}
const goOnline = () => {
  online = true
  window.dispatchEvent(new Event('online'))
}

describe('TodayPage', () => {
  it('shows each child with allergies, answers and who may collect, and checks one in with a tap', async () => {
    const { api } = await renderTodayPage({
      'GET /api/vendor/today': { status: 200, body: sampleToday() },
      'POST /api/vendor/attendance/batch': recorded,
    })
    const roster = await screen.findByRole('list', { name: 'Children at Pottery' })
    const maya = within(roster).getAllByRole('listitem')[0] as HTMLElement
    expect(maya).toHaveTextContent('Maya Lopez · 7')
    expect(maya).toHaveTextContent('Peanuts (Life-threatening)')
    expect(maya).toHaveTextContent('May collect:Ana Lopez (Parent), Dan Lopez (Grandfather)')
    expect(maya).toHaveTextContent('Can your child swim?:Yes')

    await userEvent.click(screen.getByRole('button', { name: 'Check in Maya Lopez' }))
    await waitFor(() =>
      expect(sentBody(api, 'POST', '/api/vendor/attendance/batch')).toMatchObject({
        actions: [{ kind: 'check_in', sessionId, participantId: mayaId }],
      }),
    )
  })

  it('queues check-ins while offline, shows them as not yet sent, and sends them in order when back', async () => {
    const { api } = await renderTodayPage({
      'GET /api/vendor/today': { status: 200, body: sampleToday() },
      'POST /api/vendor/attendance/batch': recorded,
    })
    await screen.findByRole('list', { name: 'Children at Pottery' })
    goOffline()
    expect(await screen.findByText(/You're offline/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Check in Leo Lopez' }))
    await userEvent.click(screen.getByRole('button', { name: 'Check in Maya Lopez' }))
    expect(await screen.findByText('2 not yet sent')).toBeInTheDocument()
    expect(screen.getAllByText('Not yet sent')).toHaveLength(2)
    expect(api.mock.calls.some(([url]) => String(url).includes('batch'))).toBe(false)

    goOnline()
    await waitFor(() =>
      expect(sentBody(api, 'POST', '/api/vendor/attendance/batch')).toMatchObject({
        actions: [{ participantId: leoId }, { participantId: mayaId }],
      }),
    )
    await waitFor(() => expect(screen.queryByText('2 not yet sent')).not.toBeInTheDocument())
  })

  it('refuses someone else at check-out with the number to call, and says a pickup code needs the connection', async () => {
    const checkedIn = sampleToday({ requirePickupCode: true })
    for (const child of checkedIn.sessions[0]?.children ?? []) child.state = 'checked_in'
    await renderTodayPage({
      'GET /api/vendor/today': { status: 200, body: checkedIn },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Check out Maya Lopez' }))
    const dialog = await screen.findByRole('dialog', { name: 'Check out Maya' })
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Someone else' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Only the family or people they have authorised may collect Maya. Call the parent: 555-0100.',
    )
    expect(within(dialog).getByRole('button', { name: 'Check out' })).toBeDisabled()

    goOffline()
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Dan Lopez (Grandfather)' }))
    expect(
      await within(dialog).findByText(/Checking the pickup code needs a connection/),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Check out' })).toBeDisabled()
  })
})
