import type { Account, Today } from '@afc/contracts'
import { inOfflineStore } from './offline-store'
import { browserTimeZone, dayKey } from './session-time'

/**
 * The last Today a member of staff read, kept on the phone so a reload without signal still
 * shows the roster, allergies and who may collect. It holds children's medical details on a
 * phone staff may share: one record per account and provider, for the day it was read only,
 * erased at sign-out.
 */
export type StoredToday = {
  /** The account and provider it was read for: `userId:vendorId`. */
  owner: string
  /** The account it was read as, so the app knows who is signed in after an offline reload. */
  account: Account
  savedAt: string
  /** The venue's day it was read on, in `timeZone`. */
  day: string
  timeZone: string
  today: Today
}

function ownerOf(account: Account): string | null {
  return account.vendor ? `${account.user.id}:${account.vendor.id}` : null
}

/** The venues' zone: the first session's; the phone's own when the day has no session. */
function zoneOf(today: Today): string {
  return today.sessions[0]?.timeZone ?? browserTimeZone()
}

// A browser without IndexedDB (some private windows) keeps no day at all.
const canStore = () => typeof indexedDB !== 'undefined'

const isCurrent = (stored: StoredToday, now: Date) => dayKey(now, stored.timeZone) === stored.day

async function all(): Promise<StoredToday[]> {
  if (!canStore()) return []
  return (await inOfflineStore<StoredToday[]>('days', 'readonly', (store) => store.getAll())) ?? []
}

async function remove(owners: string[]): Promise<void> {
  if (owners.length === 0) return
  await inOfflineStore('days', 'readwrite', (store) => {
    for (const owner of owners) store.delete(owner)
    return undefined
  })
}

export const storedToday = {
  /** Keeps this answer as the account's day, and drops any other account's. */
  async save(account: Account, today: Today, now = new Date()): Promise<void> {
    const owner = ownerOf(account)
    if (!owner || !canStore()) return
    const timeZone = zoneOf(today)
    const record: StoredToday = {
      owner,
      account,
      savedAt: now.toISOString(),
      day: dayKey(now, timeZone),
      timeZone,
      today,
    }
    await inOfflineStore('days', 'readwrite', (store) => {
      store.clear()
      return store.put(record)
    })
  },

  /** The account's day as last read, when it is still that day; an older one is erased. */
  async read(account: Account, now = new Date()): Promise<StoredToday | null> {
    const owner = ownerOf(account)
    const stored = await all()
    await remove(stored.filter((item) => !isCurrent(item, now)).map((item) => item.owner))
    return stored.find((item) => item.owner === owner && isCurrent(item, now)) ?? null
  },

  /** Who read today's stored day: the account the app opens with after an offline reload. */
  async lastAccount(now = new Date()): Promise<Account | null> {
    const stored = await all()
    await remove(stored.filter((item) => !isCurrent(item, now)).map((item) => item.owner))
    return stored.find((item) => isCurrent(item, now))?.account ?? null
  },

  /** Forgets every stored day on this phone: at sign-out. */
  async erase(): Promise<void> {
    if (!canStore()) return
    await inOfflineStore('days', 'readwrite', (store) => store.clear())
  },
}
