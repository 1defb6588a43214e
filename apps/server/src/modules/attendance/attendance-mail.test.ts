import { like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox } from '../../db/schema/index.ts'
import { useAttendanceWorld } from './attendance-world.ts'

const world = useAttendanceWorld('notice')

const noticesQueued = () =>
  world.db
    .select({
      topic: mailOutbox.topic,
      subject: mailOutbox.subject,
      body: mailOutbox.body,
      headers: mailOutbox.headers,
    })
    .from(mailOutbox)
    .where(like(mailOutbox.key, 'attendance:%'))

const settingsOfParent = async () =>
  (
    await world.app.inject({
      method: 'GET',
      url: '/api/account/notifications',
      headers: { cookie: world.parent.cookie },
    })
  ).json()

describe("the parent's check-in notice", () => {
  it('is stopped from the mail itself in one click, and nothing else the parent chose changes', async () => {
    await world.app.inject({
      method: 'PUT',
      url: '/api/account/notifications',
      headers: { cookie: world.parent.cookie },
      payload: { reminders: false, announcements: true, newsletter: false, attendance: true },
    })
    const sessionId = await world.session(-10)
    const maya = await world.book(sessionId, world.maya)
    await world.act({ kind: 'check_in', key: world.key(), sessionId, participantId: maya })

    const [notice] = await noticesQueued()
    expect(notice).toMatchObject({ topic: 'attendance', subject: expect.stringMatching(/^Maya/) })
    const oneClick = notice?.headers['List-Unsubscribe']?.match(/<([^>]+)>/)?.[1] ?? ''
    expect(notice?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(oneClick).toMatch(/\/api\/unsubscribe\?token=/)
    expect(notice?.body).toMatch(/unsubscribe here: \S+\/unsubscribe\?token=/)

    const { pathname, search } = new URL(oneClick)
    const preview = await world.app.inject({ method: 'GET', url: `${pathname}${search}` })
    expect(preview.json()).toMatchObject({ topic: 'attendance', subscribed: true })
    const done = await world.app.inject({
      method: 'POST',
      url: `${pathname}${search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(done.statusCode).toBe(200)
    expect(done.json()).toMatchObject({ topic: 'attendance', subscribed: false })
    expect(await settingsOfParent()).toMatchObject({
      attendance: false,
      reminders: false,
      announcements: true,
    })

    await world.act({
      kind: 'check_out',
      key: world.key(),
      sessionId,
      participantId: maya,
      collectedBy: 'Test Person',
    })
    expect(await noticesQueued()).toHaveLength(1)
  })
})
