import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nextClientAddress, signUpThroughApi } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'

let app: TestAppWithMail

beforeAll(async () => {
  app = await buildTestApp({ requireEmailVerification: true })
})
afterAll(async () => {
  await app?.close()
})

const signIn = () =>
  app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    remoteAddress: nextClientAddress(),
    payload: { email: 'new@example.com', password: 'password123' },
  })

describe('when email verification is required', () => {
  it('refuses sign-in until the mailed link is opened, then lets the user in', async () => {
    const signUp = await signUpThroughApi(app, { email: 'new@example.com' })
    expect(signUp.json()).toMatchObject({ verificationRequired: true })

    const early = await signIn()
    expect(early.statusCode).toBe(403)
    expect(early.json().detail).toBe(
      'Please confirm your email address first. We have sent you a new link.',
    )

    const mail = (await app.deliveredMail()).findLast((message) => message.to === 'new@example.com')
    const link = mail?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0]
    expect(link).toBeDefined()
    const url = new URL(link ?? '')
    const verify = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })
    expect([200, 302]).toContain(verify.statusCode)

    const later = await signIn()
    expect(later.statusCode).toBe(200)
    expect(later.json().account.user.emailVerified).toBe(true)
  })
})
