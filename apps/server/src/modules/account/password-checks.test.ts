import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSignedInUser, signUpThroughApi } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'

let app: TestAppWithMail

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

describe('account deletion', () => {
  it('refuses password guesses after five tries, from any address', async () => {
    const user = await createSignedInUser(app, { email: 'leaving@example.com' })
    const statuses: number[] = []
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/account/delete',
        remoteAddress: `192.0.2.${attempt + 1}`,
        headers: { cookie: user.cookie },
        payload: { password: `guess-${attempt}` },
      })
      statuses.push(response.statusCode)
    }
    expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403])
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]))
  })
})

describe('sign-up', () => {
  it('hashes the password whether or not the email already has an account', async () => {
    const context = await app.auth.$context
    const hash = vi.spyOn(context.password, 'hash')
    try {
      expect((await signUpThroughApi(app, { email: 'first@example.com' })).statusCode).toBe(201)
      expect(hash).toHaveBeenCalledTimes(1)
      const again = await signUpThroughApi(app, { email: 'first@example.com' })
      expect(again.statusCode).toBe(201)
      expect(hash).toHaveBeenCalledTimes(2)
    } finally {
      hash.mockRestore()
    }
  })
})
