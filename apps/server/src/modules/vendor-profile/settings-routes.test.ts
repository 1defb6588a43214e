import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, signInCookie } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'

let app: TestAppWithMail

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

describe('vendor settings', () => {
  it('reads and changes the notification email', async () => {
    const { cookie } = await createSignedInUser(app, {
      email: 'set@vendor.example',
      roles: ['vendor'],
    })
    const headers = { cookie }
    const before = await app.inject({ method: 'GET', url: '/api/vendor/settings', headers })
    expect(before.json()).toEqual({ accountEmail: 'set@vendor.example', notificationEmail: null })
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/vendor/settings',
      headers,
      payload: { notificationEmail: 'Bookings@Vendor.example' },
    })
    expect(saved.json().notificationEmail).toBe('bookings@vendor.example')
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/vendor/settings',
      headers,
      payload: { notificationEmail: 'nope' },
    })
    expect(bad.json().errors.notificationEmail).toEqual(['Must be a valid email'])
  })

  it('changes the password and ends the other sessions', async () => {
    const email = 'pw@vendor.example'
    const first = await createSignedInUser(app, { email, roles: ['vendor'] })
    const second = await signInCookie(app, { email })
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: first.cookie },
      payload: {
        currentPassword: 'password123',
        newPassword: 'new-password-1',
        revokeOtherSessions: true,
      },
    })
    expect(changed.statusCode).toBe(200)
    const other = await app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { cookie: second },
    })
    expect(other.statusCode).toBe(401)
    expect(await signInCookie(app, { email, password: 'new-password-1' })).toContain(
      'afc.session_token=',
    )
  })

  it('refuses a wrong current password as a problem', async () => {
    const { cookie } = await createSignedInUser(app, {
      email: 'pw2@vendor.example',
      roles: ['vendor'],
    })
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie },
      payload: {
        currentPassword: 'wrong-one',
        newPassword: 'new-password-1',
        revokeOtherSessions: true,
      },
    })
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toContain('application/problem+json')
  })
})
