/**
 * The one IndexedDB database the phone keeps for the day at the door: the queue of attendance
 * actions not yet sent (`queue`) and the last Today read from the server (`days`). Nothing here
 * is cached by the service worker: it lives as long as the code below says, per account.
 */
const DATABASE = 'afc-attendance'
const VERSION = 2

export type OfflineStoreName = 'queue' | 'days'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, VERSION)
    request.onupgradeneeded = () => {
      const db = request.result
      // Version 1 held the queue alone; a phone upgrading keeps what it has queued.
      if (!db.objectStoreNames.contains('queue')) {
        db.createObjectStore('queue', { keyPath: 'order', autoIncrement: true })
      }
      if (!db.objectStoreNames.contains('days')) db.createObjectStore('days', { keyPath: 'owner' })
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

/** Runs `work` in one transaction on a store and resolves once it has committed. */
export async function inOfflineStore<T>(
  name: OfflineStoreName,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | undefined,
): Promise<T | undefined> {
  const db = await open()
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const transaction = db.transaction(name, mode)
      const request = work(transaction.objectStore(name))
      transaction.oncomplete = () => resolve(request?.result)
      transaction.onerror = () => reject(transaction.error)
      transaction.onabort = () => reject(transaction.error)
    })
  } finally {
    db.close()
  }
}
