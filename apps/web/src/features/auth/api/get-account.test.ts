import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { storedToday } from '@/lib/stored-today'
import { parentAccount, vendorAccount } from '@/test/accounts'
import { fakeApi, problem } from '@/test/fake-api'
import { sampleToday } from '@/test/today-samples'
import { getAccount } from './get-account'

describe('getAccount', () => {
  it('answers null for a visitor', async () => {
    const api = fakeApi({})

    await expect(getAccount()).resolves.toBeNull()
    expect(api).toHaveBeenCalledWith('/api/account/session', expect.anything())
  })

  it('returns the signed-in account', async () => {
    fakeApi({ 'GET /api/account/session': { status: 200, body: { account: parentAccount } } })

    await expect(getAccount()).resolves.toEqual(parentAccount)
  })

  it('reports failures', async () => {
    fakeApi({ 'GET /api/account/session': { status: 503, body: problem(503, 'Unavailable') } })

    await expect(getAccount()).rejects.toMatchObject({ status: 503 })
  })

  it('without signal, opens as the member of staff who kept today on this phone', async () => {
    globalThis.indexedDB = new IDBFactory()
    const noSignal = () => {
      throw new TypeError('Failed to fetch')
    }
    fakeApi({ 'GET /api/account/session': noSignal })
    await expect(getAccount()).rejects.toMatchObject({ status: 0 })

    await storedToday.save(vendorAccount, sampleToday())
    await expect(getAccount()).resolves.toEqual(vendorAccount)
  })
})
