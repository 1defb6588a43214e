import { describe, expect, it } from 'vitest'
import { parentAccount } from '@/test/accounts'
import { fakeApi, problem } from '@/test/fake-api'
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
})
