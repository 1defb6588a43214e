import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { session } from '../../db/schema/index.ts'
import { createSignedInUser, nextClientAddress, signInCookie } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'

let app: TestAppWithMail

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

const post = (
  url: string,
  payload: Record<string, unknown>,
  options: { cookie?: string; remoteAddress?: string; forwardedFor?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: options.remoteAddress ?? nextClientAddress(),
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
  })

const me = (cookie: string) =>
  app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie } })

const sessionTokens = async (userId: string) =>
  (
    await app.database.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, userId))
  ).map((row) => row.token)

describe('sessions', () => {
  it('revoking a session of someone else is a 404 and ends nothing', async () => {
    const owner = await createSignedInUser(app, { email: 'owner@example.com' })
    const stranger = await createSignedInUser(app, { email: 'stranger@example.com' })
    const [token] = await sessionTokens(owner.userId)
    const response = await post('/api/auth/revoke-session', { token }, { cookie: stranger.cookie })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(response.json().detail).toBe('Session not found.')
    expect((await me(owner.cookie)).statusCode).toBe(200)
  })

  it('revoking one of your own sessions ends it', async () => {
    const owner = await createSignedInUser(app, { email: 'two-devices@example.com' })
    const laptop = await signInCookie(app, { email: 'two-devices@example.com' })
    const laptopToken = decodeURIComponent(laptop.split('=')[1] ?? '').split('.')[0]
    const response = await post('/api/auth/revoke-session', { token: laptopToken }, owner)
    expect(response.statusCode).toBe(200)
    expect((await me(laptop)).statusCode).toBe(401)
    expect((await me(owner.cookie)).statusCode).toBe(200)
  })

  it('changing the password ends every other session, whatever the client asks', async () => {
    const phone = await createSignedInUser(app, { email: 'changer@example.com' })
    const laptop = await signInCookie(app, { email: 'changer@example.com' })
    const response = await post(
      '/api/auth/change-password',
      { currentPassword: 'password123', newPassword: 'new-password-456' },
      { cookie: phone.cookie },
    )
    expect(response.statusCode).toBe(200)
    expect((await me(laptop)).statusCode).toBe(401)
    await signInCookie(app, { email: 'changer@example.com', password: 'new-password-456' })
  })

  it('records the socket address, not a forwarded one, on a new session', async () => {
    const remoteAddress = nextClientAddress()
    const { userId } = await createSignedInUser(app, { email: 'where@example.com' })
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      remoteAddress,
      headers: { 'x-forwarded-for': '198.51.100.7' },
      payload: { email: 'where@example.com', password: 'password123', role: 'customer' },
    })
    expect(response.statusCode).toBe(200)
    const rows = await app.database.db
      .select({ ipAddress: session.ipAddress })
      .from(session)
      .where(eq(session.userId, userId))
    expect(rows.map((row) => row.ipAddress)).toContain(remoteAddress)
    expect(rows.map((row) => row.ipAddress)).not.toContain('198.51.100.7')
  })
})

describe('attempt limits on the library endpoints', () => {
  it('guessing the current password is refused after five tries', async () => {
    const user = await createSignedInUser(app, { email: 'guessed@example.com' })
    const statuses: number[] = []
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await post(
        '/api/auth/change-password',
        { currentPassword: `guess-${attempt}`, newPassword: 'whatever-789' },
        { cookie: user.cookie, forwardedFor: `203.0.113.${attempt}` },
      )
      statuses.push(response.statusCode)
    }
    expect(statuses.slice(0, 5).every((status) => status === 400 || status === 401)).toBe(true)
    expect(statuses.slice(5)).toEqual([429, 429, 429])
  })

  it('a new forwarded address per request does not escape the limit', async () => {
    const remoteAddress = nextClientAddress()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 15; attempt += 1) {
      const response = await post(
        '/api/auth/send-verification-email',
        { email: `someone-${attempt}@example.com` },
        { remoteAddress, forwardedFor: `203.0.113.${attempt}` },
      )
      statuses.push(response.statusCode)
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true)
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true)
  })
})

describe('behind a trusted proxy', () => {
  let proxied: TestAppWithMail
  beforeAll(async () => {
    proxied = await buildTestApp({ trustProxy: true })
  })
  afterAll(async () => {
    await proxied?.close()
  })

  it('gives two forwarded clients separate buckets', async () => {
    const proxy = nextClientAddress()
    const send = (client: string, attempt: number) =>
      proxied.inject({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': client },
        payload: { email: `family-${client}-${attempt}@example.com` },
      })
    const first: number[] = []
    for (let attempt = 0; attempt < 11; attempt += 1) {
      first.push((await send('198.51.100.1', attempt)).statusCode)
    }
    expect(first.at(-1)).toBe(429)
    expect((await send('198.51.100.2', 0)).statusCode).toBe(200)
  })
})

describe('when the attempt counter cannot be reached', () => {
  it('refuses a password check with 503 rather than letting it through uncounted', async () => {
    const user = await createSignedInUser(app, { email: 'outage@example.com' })
    const hit = vi.spyOn(app.attempts, 'hit').mockRejectedValue(new Error('connection is closed'))
    try {
      const response = await post(
        '/api/auth/change-password',
        { currentPassword: 'password123', newPassword: 'during-outage-1' },
        { cookie: user.cookie },
      )
      expect(response.statusCode).toBe(503)
      expect(response.headers['retry-after']).toBe('60')
    } finally {
      hit.mockRestore()
    }
    await signInCookie(app, { email: 'outage@example.com' })
  })
})
