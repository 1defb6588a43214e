import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, vi } from 'vitest'
import type { FakeRoute } from '@/test/fake-api'

/**
 * The phone's connection for a test file: each test starts online with an empty IndexedDB;
 * `goOffline` and `goOnline` flip `navigator.onLine` and fire the browser's events.
 */
export function phoneNetwork() {
  let online = true
  const goOffline = () => {
    online = false
    window.dispatchEvent(new Event('offline'))
  }
  const goOnline = () => {
    online = true
    window.dispatchEvent(new Event('online'))
  }
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory()
    online = true
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  })
  // Files share a worker: a test that ends offline must not leave the query client's online
  // manager paused for the next file's screens. Its queue goes first, so that the screen still
  // mounted sends nothing into the next test's network.
  afterEach(() => {
    globalThis.indexedDB = new IDBFactory()
    if (!online) goOnline()
  })
  return { goOffline, goOnline }
}

/** A request that never reaches the server: what `fetch` does without signal. */
export const noSignal: FakeRoute = () => {
  throw new TypeError('Failed to fetch')
}

/** The batch endpoint recording every action it is sent. */
export async function recordedBatch(request: Request) {
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
