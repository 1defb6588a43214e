import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterSubscribers } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { type UnsubscribeSubject, unsubscribeLinks } from './index.ts'

let app: TestAppWithMail

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

/** The path and query of the header's one-click link, as a mail program would POST it. */
function oneClickUrl(subject: UnsubscribeSubject, secret = app.config.authSecret as string) {
  const { oneClick } = unsubscribeLinks({ publicUrl: app.config.publicUrl, secret, subject })
  const url = new URL(oneClick)
  return `${url.pathname}${url.search}`
}

const oneClick = (url: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'List-Unsubscribe=One-Click',
  })

const settingsOf = async (cookie: string) =>
  (
    await app.inject({ method: 'GET', url: '/api/account/notifications', headers: { cookie } })
  ).json()

describe('one-click unsubscribe', () => {
  it('turns reminders off from a mail program: a form body and no Origin, twice over', async () => {
    const { userId, cookie } = await createSignedInUser(app, { email: 'maya@example.com' })
    const url = oneClickUrl({ topic: 'reminders', recipient: userId })

    const preview = await app.inject({ method: 'GET', url })
    expect(preview.statusCode).toBe(200)
    expect(preview.json()).toEqual({
      topic: 'reminders',
      email: 'm***@example.com',
      subscribed: true,
    })
    expect((await settingsOf(cookie)).reminders).toBe(true)

    for (let time = 0; time < 2; time += 1) {
      const done = await oneClick(url)
      expect(done.statusCode).toBe(200)
      expect(done.json()).toEqual({
        topic: 'reminders',
        email: 'm***@example.com',
        subscribed: false,
      })
    }
    expect(await settingsOf(cookie)).toMatchObject({ reminders: false, announcements: true })
    expect((await app.inject({ method: 'GET', url })).json().subscribed).toBe(false)
  })

  it('takes our own page’s JSON from our origin, and refuses another site’s', async () => {
    const { userId, cookie } = await createSignedInUser(app, { email: 'origin@example.com' })
    const url = oneClickUrl({ topic: 'announcements', recipient: userId })

    const foreign = await app.inject({
      method: 'POST',
      url,
      headers: { origin: 'https://evil.example' },
      payload: {},
    })
    expect(foreign.statusCode).toBe(403)
    expect((await settingsOf(cookie)).announcements).toBe(true)

    const ours = await app.inject({
      method: 'POST',
      url,
      headers: { origin: app.config.publicUrl },
      payload: {},
    })
    expect(ours.statusCode).toBe(200)
    expect(await settingsOf(cookie)).toMatchObject({ reminders: true, announcements: false })
  })

  it('takes a mailbox off the newsletter, account or not', async () => {
    const db = app.database.db
    await db.insert(newsletterSubscribers).values({ email: 'reader@example.com' })
    const url = oneClickUrl({ topic: 'newsletter', recipient: 'reader@example.com' })
    expect((await app.inject({ method: 'GET', url })).json()).toEqual({
      topic: 'newsletter',
      email: 'r***@example.com',
      subscribed: true,
    })
    expect((await oneClick(url)).statusCode).toBe(200)
    const left = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'reader@example.com'))
    expect(left).toEqual([])
  })

  it('refuses forged, altered and re-aimed tokens and changes nothing', async () => {
    const owner = await createSignedInUser(app, { email: 'owner@example.com' })
    const other = await createSignedInUser(app, { email: 'other@example.com' })
    const genuine = oneClickUrl({ topic: 'reminders', recipient: owner.userId })
    const token = decodeURIComponent(new URL(genuine, 'http://x').searchParams.get('token') ?? '')
    const [payload, signature] = token.split('.')
    const reaim = (topic: string, recipient: string) =>
      `${Buffer.from(`${topic}:${recipient}`).toString('base64url')}.${signature}`

    const refused = [
      oneClickUrl({ topic: 'reminders', recipient: owner.userId }, 'y'.repeat(32)),
      `/api/unsubscribe?token=${payload}.${signature?.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      `/api/unsubscribe?token=${reaim('announcements', owner.userId)}`,
      `/api/unsubscribe?token=${reaim('reminders', other.userId)}`,
      `/api/unsubscribe?token=${reaim('transactional', owner.userId)}`,
      '/api/unsubscribe?token=nonsense',
      '/api/unsubscribe',
    ]
    for (const url of refused) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = method === 'GET' ? await app.inject({ method, url }) : await oneClick(url)
        expect(answer.statusCode, `${method} ${url}`).toBe(400)
        expect(answer.headers['content-type']).toContain('application/problem+json')
      }
    }
    const untouched = { reminders: true, announcements: true, newsletter: false }
    expect(await settingsOf(owner.cookie)).toMatchObject(untouched)
    expect(await settingsOf(other.cookie)).toMatchObject(untouched)

    // The genuine link still works, and only for its owner.
    expect((await oneClick(genuine)).statusCode).toBe(200)
    expect((await settingsOf(owner.cookie)).reminders).toBe(false)
    expect((await settingsOf(other.cookie)).reminders).toBe(true)
  })

  it('refuses odd bodies with a problem, and changes nothing', async () => {
    const { userId, cookie } = await createSignedInUser(app, { email: 'bodies@example.com' })
    const url = oneClickUrl({ topic: 'reminders', recipient: userId })
    const send = (type: string, payload: string) =>
      app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload })
    const answers = [
      [await send('application/x-www-form-urlencoded', 'List-Unsubscribe=Everything'), 400],
      [await send('application/x-www-form-urlencoded', `a=${'x'.repeat(2000)}`), 413],
      [await send('application/json', '[]'), 400],
      [await send('application/json', '{"List-Unsubscribe":'), 400],
    ] as const
    for (const [answer, status] of answers) {
      expect(answer.statusCode).toBe(status)
      expect(answer.headers['content-type']).toContain('application/problem+json')
    }
    expect((await settingsOf(cookie)).reminders).toBe(true)
  })

  it('says so when the account behind a link has been deleted', async () => {
    const url = oneClickUrl({ topic: 'reminders', recipient: 'no-such-account' })
    const answer = await oneClick(url)
    expect(answer.statusCode).toBe(404)
    expect(answer.json().detail).toMatch(/deleted/)
  })
})
