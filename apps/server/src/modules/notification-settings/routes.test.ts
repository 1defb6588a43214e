import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterSubscribers, notificationSettings } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { unsubscribeLinks } from './index.ts'

let app: TestAppWithMail

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

const settings = (cookie: string) =>
  app.inject({ method: 'GET', url: '/api/account/notifications', headers: { cookie } })
const save = (cookie: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/account/notifications', headers: { cookie }, payload })

describe('notification settings', () => {
  it('answers the defaults to someone who never chose, and says transactional mail is kept', async () => {
    const { cookie } = await createSignedInUser(app, { email: 'fresh@example.com' })
    const answer = await settings(cookie)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.json()).toEqual({
      reminders: true,
      announcements: true,
      newsletter: false,
      transactional: true,
      attendance: false,
    })
  })

  it('keeps what was saved, for parents and providers alike', async () => {
    const parent = await createSignedInUser(app, { email: 'roundtrip@example.com' })
    const provider = await createSignedInUser(app, {
      email: 'provider-settings@example.com',
      roles: ['vendor'],
    })
    for (const { cookie } of [parent, provider]) {
      const saved = await save(cookie, { reminders: false, announcements: true, newsletter: true })
      expect(saved.statusCode).toBe(200)
      expect((await settings(cookie)).json()).toEqual({
        reminders: false,
        announcements: true,
        newsletter: true,
        transactional: true,
        attendance: false,
      })
    }
  })

  it('puts the account email on the footer newsletter list and takes it off again', async () => {
    const { cookie } = await createSignedInUser(app, { email: 'news.reader@example.com' })
    const subscribers = () =>
      app.database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, 'news.reader@example.com'))
    await save(cookie, { reminders: true, announcements: true, newsletter: true })
    await save(cookie, { reminders: true, announcements: true, newsletter: true })
    expect(await subscribers()).toHaveLength(1)
    await save(cookie, { reminders: true, announcements: true, newsletter: false })
    expect(await subscribers()).toHaveLength(0)

    // Signing up in the footer shows here as the same subscription.
    await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'news.reader@example.com' },
    })
    expect((await settings(cookie)).json().newsletter).toBe(true)
  })

  it('is refused to a visitor and to a half-filled body, changing nothing', async () => {
    const visitorRead = await app.inject({ method: 'GET', url: '/api/account/notifications' })
    expect(visitorRead.statusCode).toBe(401)
    const visitorSave = await app.inject({
      method: 'PUT',
      url: '/api/account/notifications',
      payload: { reminders: false, announcements: false, newsletter: false },
    })
    expect(visitorSave.statusCode).toBe(401)

    const { cookie, userId } = await createSignedInUser(app, { email: 'halfbody@example.com' })
    const bad = await save(cookie, { reminders: 'no', announcements: false })
    expect(bad.statusCode).toBe(400)
    expect(bad.headers['content-type']).toContain('application/problem+json')
    const rows = await app.database.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId))
    expect(rows).toEqual([])
  })
})

describe('List-Unsubscribe on outbox mail', () => {
  it('carries the one-click headers to the mailer', async () => {
    const { userId } = await createSignedInUser(app, { email: 'headers@example.com' })
    const links = unsubscribeLinks({
      publicUrl: app.config.publicUrl,
      secret: app.config.authSecret as string,
      subject: { topic: 'reminders', recipient: userId },
    })
    await app.database.db.transaction((tx) =>
      app.outbox.add(tx, {
        to: 'headers@example.com',
        subject: 'Tomorrow: Swimming',
        text: `See you tomorrow.\n\nNo more reminders: ${links.page}`,
        key: `test-reminder:${userId}`,
        topic: 'reminders',
        userId,
        unsubscribeUrl: links.oneClick,
      }),
    )
    const mail = (await app.deliveredMail()).find((sent) => sent.subject === 'Tomorrow: Swimming')
    expect(mail?.headers).toMatchObject({
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })
})
