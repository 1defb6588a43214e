import type { AttendanceAction } from '@afc/contracts'
import { inOfflineStore } from '@/lib/offline-store'

/**
 * An action kept on the phone until the server has answered it, in the order it was taken, with
 * the account that took it: only that account sends it, so it is recorded in their name.
 */
export type QueuedAction = { order?: number; action: AttendanceAction; takenBy: string }

const run = <T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | undefined,
) => inOfflineStore('queue', mode, work)

/**
 * The phone's queue of attendance actions (check-in, check-out, absent, undo) not yet answered
 * by the server, in IndexedDB so it outlives a reload or a closed tab. Pickup codes are never
 * written here: a check-out that needs one is sent at once.
 */
export const offlineQueue = {
  async add(action: AttendanceAction, takenBy: string): Promise<void> {
    await run('readwrite', (store) => store.add({ action, takenBy }))
  },
  /**
   * What this account queued, oldest first. Another account's actions wait on the phone for it
   * to sign in again, rather than going out in the wrong name.
   */
  async list(takenBy: string): Promise<QueuedAction[]> {
    const queued = (await run<QueuedAction[]>('readonly', (store) => store.getAll())) ?? []
    return queued.filter((item) => item.takenBy === takenBy)
  },
  async remove(takenBy: string, keys: string[]): Promise<void> {
    const answered = new Set(keys)
    const queued = await offlineQueue.list(takenBy)
    await run('readwrite', (store) => {
      for (const item of queued) {
        if (item.order !== undefined && answered.has(item.action.key)) store.delete(item.order)
      }
      return undefined
    })
  },
}
