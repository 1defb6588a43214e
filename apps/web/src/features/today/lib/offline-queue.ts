import type { AttendanceAction } from '@afc/contracts'

const DATABASE = 'afc-attendance'
const STORE = 'queue'

/** An action kept on the phone until the server has answered it, in the order it was taken. */
export type QueuedAction = { order?: number; action: AttendanceAction }

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1)
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: 'order', autoIncrement: true })
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | undefined,
): Promise<T | undefined> {
  const db = await open()
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode)
      const request = work(transaction.objectStore(STORE))
      transaction.oncomplete = () => resolve(request?.result)
      transaction.onerror = () => reject(transaction.error)
      transaction.onabort = () => reject(transaction.error)
    })
  } finally {
    db.close()
  }
}

/**
 * The phone's queue of check-ins and check-outs not yet answered by the server, in IndexedDB so
 * it outlives a reload or a closed tab. Pickup codes are never written here: a check-out that
 * needs one is sent at once.
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
