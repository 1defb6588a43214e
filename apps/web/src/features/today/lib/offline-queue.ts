import type { AttendanceAction } from '@afc/contracts'
import { inOfflineStore } from '@/lib/offline-store'

/** An action kept on the phone until the server has answered it, in the order it was taken. */
export type QueuedAction = { order?: number; action: AttendanceAction }

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
  async add(action: AttendanceAction): Promise<void> {
    await run('readwrite', (store) => store.add({ action }))
  },
  /** Everything queued, oldest first. */
  async list(): Promise<QueuedAction[]> {
    return (await run<QueuedAction[]>('readonly', (store) => store.getAll())) ?? []
  },
  async remove(keys: string[]): Promise<void> {
    const answered = new Set(keys)
    const queued = await offlineQueue.list()
    await run('readwrite', (store) => {
      for (const item of queued) {
        if (item.order !== undefined && answered.has(item.action.key)) store.delete(item.order)
      }
      return undefined
    })
  },
}
