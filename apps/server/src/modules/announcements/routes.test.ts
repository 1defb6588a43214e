import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, notificationSettings, vendors } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { nextYear, onOrAfter } from '../../test/calendar.ts'
import { buildAnnouncementWorld, DAY } from './announcement-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildAnnouncementWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildAnnouncementWorld(app, 'routes')
})
afterAll(async () => {
  await app?.close()
})

const myBookings = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/bookings', headers: { cookie } })).json().items

const storedCount = async () => {
  const rows = await app.database.db.execute(sql`select count(*)::int as n from announcements`)
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n)
}

describe('who may send', () => {
  it('refuses visitors, parents and other providers, and stores nothing', async () => {
    const sessionId = await world.session()
    await world.book(sessionId, world.parent.userId, ['Ava'])
    const body = { message: 'Hello' }
    expect((await world.post(`sessions/${sessionId}`, body, null)).statusCode).toBe(401)
    expect((await world.post(`sessions/${sessionId}`, body, world.parent.cookie)).statusCode).toBe(
      403,
    )
    const theirs = await world.post(`sessions/${sessionId}`, body, world.other.cookie)
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().detail).toBe('Session not found')
    const theirActivity = await world.post(
      `activities/${world.activityId}`,
      body,
      world.other.cookie,
    )
    expect(theirActivity.statusCode).toBe(404)
    expect((await world.list(`sessions/${sessionId}`, world.other.cookie)).statusCode).toBe(404)
    expect(await storedCount()).toBe(0)
  })

  it('refuses a suspended provider with the reason', async () => {
    const sessionId = await world.session()
    await world.book(sessionId, world.parent.userId, ['Ava'])
    const db = app.database.db
    await db.update(vendors).set({ status: 'suspended' }).where(eq(vendors.id, world.vendorId))
    try {
      const response = await world.post(`sessions/${sessionId}`, { message: 'Hello' })
      expect(response.statusCode).toBe(403)
      expect(response.json().detail).toMatch(/^Your provider account is suspended/)
    } finally {
      await db.update(vendors).set({ status: 'approved' }).where(eq(vendors.id, world.vendorId))
    }
    expect(await storedCount()).toBe(0)
  })

  it('refuses an empty, a too long or a garbled message with the field problem', async () => {
    const sessionId = await world.session()
    await world.book(sessionId, world.parent.userId, ['Ava'])
    for (const message of ['   ', 'x'.repeat(2001), 'Bring\u0000aprons', undefined]) {
      const response = await world.post(`sessions/${sessionId}`, { message })
      expect(response.statusCode).toBe(400)
      expect(response.json().errors.message).toHaveLength(1)
    }
    const long = await world.post(`sessions/${sessionId}`, { message: 'x'.repeat(2001) })
    expect(long.json().errors.message).toEqual(['Please keep your message under 2000 characters'])
    expect(await storedCount()).toBe(0)
  })

  it('explains why a cancelled, started or empty session cannot get a message', async () => {
    const cancelled = await world.session(undefined, true)
    const started = await world.session(new Date(Date.now() - 10 * 60_000))
    const empty = await world.session()
    const answers = await Promise.all(
      [cancelled, started, empty].map((id) => world.post(`sessions/${id}`, { message: 'Hi' })),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual([409, 409, 409])
    expect(answers.map((answer) => answer.json().detail)).toEqual([
      'This session is cancelled, so there is nobody left to write to.',
      'This session has already started, so it can no longer get messages.',
      'Nobody is booked into this session yet, so there is nobody to write to.',
    ])
  })
})

describe('sending a message to a session', () => {
  it('mails the families who want it and shows it to every family on My Bookings', async () => {
    // 10:00 CST on a Saturday next January, ahead of any day the tests run on.
    const saturday = onOrAfter(new Date(Date.UTC(nextYear(), 0, 12, 16)), 6)
    const sessionId = await world.session(saturday)
    const mayaBooking = await world.book(sessionId, world.parent.userId, ['Noah', 'Ava'])
    const leoBooking = await world.book(sessionId, world.quiet.userId, ['Sam'])
    const before = (await app.deliveredMail()).length

    const response = await world.post(`sessions/${sessionId}`, {
      message: '  Bring an apron.\nWe start on time!  ',
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      message: 'Bring an apron.\nWe start on time!',
      scheduleId: sessionId,
      reached: [
        {
          bookingId: mayaBooking,
          parentName: 'Maya Lopez',
          children: ['Ava', 'Noah'],
          mailed: true,
        },
        { bookingId: leoBooking, parentName: 'Leo Quinn', children: ['Sam'], mailed: false },
      ],
    })

    const mails = (await app.deliveredMail()).slice(before)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail?.to).toBe('maya-routes@ann.example')
    expect(mail?.subject).toBe('Message from Sunny Studio about Clay Club')
    expect(mail?.text).toContain(
      `Clay Club on Saturday, January ${saturday.getUTCDate()} at 10:00 AM CST`,
    )
    expect(mail?.text).toContain('Bring an apron.\nWe start on time!')
    expect(mail?.text).toContain('http://localhost:3000/bookings')
    expect(mail?.text).toMatch(/\/unsubscribe\?token=\S+/)
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/unsubscribe\?token=.+>$/,
    )
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')

    for (const cookie of [world.parent.cookie, world.quiet.cookie]) {
      const booking = (await myBookings(cookie)).find(
        (item: { session: { id: string } }) => item.session.id === sessionId,
      )
      expect(booking.announcements).toEqual([
        {
          id: response.json().id,
          message: 'Bring an apron.\nWe start on time!',
          providerName: 'Sunny Studio',
          createdAt: response.json().createdAt,
        },
      ])
    }

    const listed = await world.list(`sessions/${sessionId}`)
    expect(listed.json().items).toEqual([
      expect.objectContaining({ id: response.json().id, reachedCount: 2, mailedCount: 1 }),
    ])
  })

  it("the mail's one-click unsubscribe link stops the next message's mail", async () => {
    const sessionId = await world.session()
    await world.book(sessionId, world.parent.userId, ['Ava'])
    const before = (await app.deliveredMail()).length
    await world.post(`sessions/${sessionId}`, { message: 'First' })
    const [mail] = (await app.deliveredMail()).slice(before)
    const link = new URL(mail?.headers?.['List-Unsubscribe']?.slice(1, -1) ?? '')
    const unsubscribe = await app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(unsubscribe.statusCode).toBe(200)
    const second = await world.post(`sessions/${sessionId}`, { message: 'Second' })
    expect(second.json().reached).toEqual([expect.objectContaining({ mailed: false })])
    expect((await app.deliveredMail()).length).toBe(before + 1)
    await app.database.db
      .delete(notificationSettings)
      .where(eq(notificationSettings.userId, world.parent.userId))
  })

  it('leaves neither the message nor any mail behind when the transaction fails', async () => {
    const db = app.database.db
    const sessionId = await world.session()
    await world.book(sessionId, world.parent.userId, ['Ava'])
    const before = await storedCount()
    const outboxBefore = (await db.select().from(mailOutbox)).length
    await db.execute(sql`create function refuse_mail() returns trigger language plpgsql as $$
      begin raise exception 'mail refused for the test'; end $$`)
    await db.execute(sql`create trigger refuse_mail before insert on mail_outbox
      for each row execute function refuse_mail()`)
    try {
      const response = await world.post(`sessions/${sessionId}`, { message: 'Will not arrive' })
      expect(response.statusCode).toBe(500)
    } finally {
      await db.execute(sql`drop trigger refuse_mail on mail_outbox`)
      await db.execute(sql`drop function refuse_mail()`)
    }
    expect(await storedCount()).toBe(before)
    expect((await db.select().from(mailOutbox)).length).toBe(outboxBefore)
    const booking = (await myBookings(world.parent.cookie)).find(
      (item: { session: { id: string } }) => item.session.id === sessionId,
    )
    expect(booking.announcements).toEqual([])
  })
})

describe('sending a message to a whole activity', () => {
  it('reaches every booking of its upcoming sessions with one message and one mail per family', async () => {
    const soon = await world.session(new Date(Date.now() + 2 * DAY))
    const later = await world.session(new Date(Date.now() + 9 * DAY))
    const past = await world.session(new Date(Date.now() - 2 * DAY))
    await world.book(soon, world.parent.userId, ['Ava'])
    await world.book(later, world.parent.userId, ['Ava'])
    await world.book(later, world.quiet.userId, ['Sam'])
    await world.book(past, world.quiet.userId, ['Sam'])
    const before = (await app.deliveredMail()).length

    const response = await world.post(`activities/${world.activityId}`, { message: 'New aprons!' })
    expect(response.statusCode).toBe(201)
    expect(response.json().scheduleId).toBeNull()
    const reached = response.json().reached as { bookingId: string; mailed: boolean }[]
    // Every active upcoming booking of the activity, past sessions left out.
    const totals = await Promise.all(
      [world.parent.cookie, world.quiet.cookie].map(async (cookie) => {
        const page = await app.inject({ method: 'GET', url: '/api/bookings', headers: { cookie } })
        return page.json().total as number
      }),
    )
    const upcoming = totals.reduce((sum, total) => sum + total, 0)
    expect(reached).toHaveLength(upcoming)
    const mails = (await app.deliveredMail()).slice(before)
    expect(mails.map((mail) => mail.to)).toEqual(['maya-routes@ann.example'])

    const listed = await world.list(`activities/${world.activityId}`)
    expect(listed.json().items[0]).toMatchObject({
      id: response.json().id,
      scheduleId: null,
      sessionStartsAt: null,
      reachedCount: upcoming,
    })
    const sessionList = await world.list(`sessions/${later}`)
    expect(sessionList.json().items.map((item: { id: string }) => item.id)).toContain(
      response.json().id,
    )
  })
})
