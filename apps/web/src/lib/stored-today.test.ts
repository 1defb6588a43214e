import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { beforeEach, describe, expect, it } from 'vitest'
import { instructorAccount, parentAccount, vendorAccount } from '@/test/accounts'
import { sampleToday } from '@/test/today-samples'
import { storedToday } from './stored-today'

// 09:42 in Chicago, where the sample's venue is (UTC-6 in November).
const readAt = new Date('2026-11-27T15:42:00Z')
const later = (minutes: number) => new Date(readAt.getTime() + minutes * 60_000)
const today = sampleToday({ startsAt: '2026-11-27T16:00:00Z' })
/** Another member of the provider's staff sharing the phone. */
const colleague = {
  ...instructorAccount,
  user: { ...instructorAccount.user, id: 'user-colleague' },
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory()
})

describe('the day kept on the phone', () => {
  it('is read back after a reload, with who read it and when', async () => {
    await storedToday.save(vendorAccount, today, readAt)

    const stored = await storedToday.read(vendorAccount, later(30))
    expect(stored).toMatchObject({ savedAt: readAt.toISOString(), day: '2026-11-27' })
    expect(stored?.today.sessions[0]?.children[0]).toMatchObject({
      firstName: 'Maya',
      allergyAlerts: [{ name: 'Peanuts', severity: 'life_threatening' }],
      collectors: [{ name: 'Ana Lopez' }, { name: 'Dan Lopez' }],
    })
    expect(await storedToday.lastAccount(later(30))).toEqual(vendorAccount)
  })

  it("is shown to the account that read it alone, and replaces another account's", async () => {
    await storedToday.save(vendorAccount, today, readAt)
    expect(await storedToday.read(colleague, later(1))).toBeNull()

    await storedToday.save(colleague, today, later(2))
    expect(await storedToday.read(vendorAccount, later(3))).toBeNull()
    expect(await storedToday.lastAccount(later(3))).toEqual(colleague)
  })

  it('keeps nothing for an account without a provider', async () => {
    await storedToday.save(parentAccount, today, readAt)
    expect(await storedToday.lastAccount(later(1))).toBeNull()
  })

  it("is erased once the venue's day is over, even read at the time it was kept", async () => {
    await storedToday.save(vendorAccount, today, readAt)
    // 00:05 the next day in Chicago, while it is still the 28th's early morning in UTC.
    expect(await storedToday.read(vendorAccount, new Date('2026-11-28T06:05:00Z'))).toBeNull()
    expect(await storedToday.lastAccount(readAt)).toBeNull()
  })

  it('is still there late in the evening of the same venue day', async () => {
    await storedToday.save(vendorAccount, today, readAt)
    // 23:55 in Chicago is already the next day in UTC.
    expect(await storedToday.read(vendorAccount, new Date('2026-11-28T05:55:00Z'))).not.toBeNull()
  })

  it('is forgotten at sign-out', async () => {
    await storedToday.save(vendorAccount, today, readAt)
    await storedToday.erase()
    expect(await storedToday.read(vendorAccount, later(1))).toBeNull()
    expect(await storedToday.lastAccount(later(1))).toBeNull()
  })
})
