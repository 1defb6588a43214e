import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activitySchedules, bookingParticipants, bookings } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { buildBookingWorld, DAY } from '../../test/booking-world.ts'
import { birthDateAged } from '../../test/calendar.ts'
import { payForBooking } from '../../test/pay.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildBookingWorld>>
let maya: string // 6 years old
let leo: string // 7 years old
let sam: string // 3 years old
let sessionId: string

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildBookingWorld(app, 'a')
  maya = await world.child('Maya', birthDateAged(6))
  leo = await world.child('Leo', birthDateAged(7))
  sam = await world.child('Sam', birthDateAged(3))
  sessionId = await world.session(new Date(Date.now() + 10 * DAY))
})
afterAll(async () => {
  await app?.close()
})

describe('POST /api/bookings', () => {
  it('holds two children’s places for price x participants, and confirms and mails once paid', async () => {
    const before = (await app.deliveredMail()).length
    const response = await world.book({ sessionId, childIds: [maya, leo] })
    expect(response.statusCode).toBe(201)
    const held = response.json()
    expect(held).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      quantity: 2,
      totalAmountCents: 2500,
      paidAmountCents: 0,
      participants: [
        { firstName: 'Leo', lastName: 'Rivera' },
        { firstName: 'Maya', lastName: 'Rivera' },
      ],
      canCancel: true,
      canReview: false,
    })
    const holdMinutes = (Date.parse(held.holdExpiresAt) - Date.now()) / 60_000
    expect(holdMinutes).toBeGreaterThan(14)
    expect(holdMinutes).toBeLessThanOrEqual(15)
    expect((await app.deliveredMail()).length).toBe(before)

    const paid = await payForBooking(app, { bookingId: held.id, cookie: world.parent.cookie })
    expect(paid.statusCode).toBe(200)
    const mine = await app.inject({
      method: 'GET',
      url: `/api/bookings/${held.id}`,
      headers: { cookie: world.parent.cookie },
    })
    expect(mine.json()).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      paidAmountCents: 2500,
      holdExpiresAt: null,
    })
    const mails = (await app.deliveredMail()).slice(before)
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      'kites@example.com',
      'parent-a@example.com',
    ])
    expect(mails.find((mail) => mail.to === 'parent-a@example.com')?.subject).toMatch(
      /^Booked: Kite Making a on /,
    )
  })

  it('answers with the booking exactly as My Bookings reads it afterwards', async () => {
    const free = await buildBookingWorld(app, 'free', { priceCents: 0 })
    const year = new Date().getUTCFullYear()
    const kids = [
      await free.child('Zoe', `${year - 6}-03-01`),
      await free.child('Ada', `${year - 7}-03-01`),
    ]
    const worlds = [
      {
        who: world,
        childIds: [maya, leo],
        session: await world.session(new Date(Date.now() + 12 * DAY)),
      },
      { who: free, childIds: kids, session: await free.session(new Date(Date.now() + 12 * DAY)) },
    ]
    for (const { who, childIds, session } of worlds) {
      const created = await who.book({ sessionId: session, childIds })
      expect(created.statusCode, created.body).toBe(201)
      const read = await app.inject({
        method: 'GET',
        url: `/api/bookings/${created.json().id}`,
        headers: { cookie: who.parent.cookie },
      })
      expect(created.json()).toEqual(read.json())
    }
  })

  it('refuses a visitor, a stranger’s child and an unknown session', async () => {
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { sessionId, childIds: [sam] },
    })
    expect(visitor.statusCode).toBe(401)
    const strangers = await world.book({ sessionId, childIds: [maya] }, world.stranger.cookie)
    expect(strangers.statusCode).toBe(404)
    const unknown = await world.book({ sessionId: randomUUID(), childIds: [sam] })
    expect(unknown.statusCode).toBe(404)
  })

  it('refuses a child outside the age range, naming the child and the range', async () => {
    const response = await world.book({ sessionId, childIds: [sam] })
    expect(response.statusCode).toBe(422)
    expect(response.json().detail).toMatch(
      /^Sam will be 3 on [A-Z][a-z]{2} \d{1,2}(, \d{4})?; this activity is for ages 5-8\.$/,
    )
  })

  it('counts age on the session date in the venue’s time zone', async () => {
    // 03:00 UTC on 1 March is still the last day of February in Chicago.
    const year = new Date().getUTCFullYear() + 1
    const early = await world.session(new Date(`${year}-03-01T03:00:00Z`))
    const turnsFive = await world.child('Ivy', `${year - 5}-03-01`)
    const refused = await world.book({ sessionId: early, childIds: [turnsFive] })
    expect(refused.statusCode).toBe(422)
    // The last day of February, in another year than this one, so the year is named.
    expect(refused.json().detail).toMatch(new RegExp(`^Ivy will be 4 on Feb 2[89], ${year};`))
    const later = await world.session(new Date(`${year}-03-01T18:00:00Z`))
    expect((await world.book({ sessionId: later, childIds: [turnsFive] })).statusCode).toBe(201)
  })

  it('refuses the same child twice in one session', async () => {
    const response = await world.book({ sessionId, childIds: [maya] })
    expect(response.statusCode).toBe(409)
    expect(response.json().detail).toBe('Maya is already booked into this session.')
  })

  it('never sells more places than the capacity', async () => {
    const kids = [
      await world.child('Ada', birthDateAged(6)),
      await world.child('Ben', birthDateAged(6)),
    ]
    const tooMany = await world.book({ sessionId, childIds: kids })
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json().detail).toBe('Only 1 place left in this session.')
    expect((await world.book({ sessionId, childIds: [kids[0]] })).statusCode).toBe(201)
    const full = await world.book({ sessionId, childIds: [kids[1]] })
    expect(full.json().detail).toBe('This session is full.')
  })

  it('refuses a past or cancelled session and an inactive activity', async () => {
    const past = await world.session(new Date(Date.now() - DAY))
    expect((await world.book({ sessionId: past, childIds: [leo] })).statusCode).toBe(409)
    const cancelled = await world.session(new Date(Date.now() + 20 * DAY))
    await app.database.db
      .update(activitySchedules)
      .set({ isCancelled: true })
      .where(eq(activitySchedules.id, cancelled))
    const response = await world.book({ sessionId: cancelled, childIds: [leo] })
    expect(response.json().detail).toBe('This session has been cancelled by the provider.')
  })

  it('replays a retried Idempotency-Key and refuses the key for another booking', async () => {
    const open = await world.session(new Date(Date.now() + 30 * DAY))
    const headers = { 'idempotency-key': `retry-${randomUUID()}` }
    const first = await world.book({ sessionId: open, childIds: [leo] }, undefined, headers)
    const again = await world.book({ sessionId: open, childIds: [leo] }, undefined, headers)
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json().id).toBe(first.json().id)
    const different = await world.book({ sessionId: open, childIds: [maya] }, undefined, headers)
    expect(different.statusCode).toBe(422)
    const rows = await app.database.db.select().from(bookings).where(eq(bookings.scheduleId, open))
    expect(rows).toHaveLength(1)
  })
})

describe('under concurrent load', () => {
  it('books exactly the 10 free places when 50 requests arrive at once', async () => {
    const world50 = await buildBookingWorld(app, 'rush')
    const { activities } = await import('../../db/schema/index.ts')
    await app.database.db
      .update(activities)
      .set({ capacity: 10 })
      .where(eq(activities.id, world50.activityId))
    const rush = await world50.session(new Date(Date.now() + 5 * DAY))
    const kids = await Promise.all(
      Array.from({ length: 50 }, (_, index) => world50.child(`Kid${index}`, birthDateAged(6))),
    )
    const responses = await Promise.all(
      kids.map((kid) => world50.book({ sessionId: rush, childIds: [kid] })),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(10)
    expect(statuses.filter((status) => status === 409)).toHaveLength(40)
    const [held] = await app.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(bookingParticipants)
      .innerJoin(bookings, eq(bookings.id, bookingParticipants.bookingId))
      .where(
        sql`${bookings.scheduleId} = ${rush} and ${bookings.status} in ('pending', 'confirmed')`,
      )
    expect(held?.count).toBe(10)

    const retries = await world50.session(new Date(Date.now() + 6 * DAY))
    const headers = { 'idempotency-key': `burst-${randomUUID()}` }
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        world50.book({ sessionId: retries, childIds: [kids[0]] }, undefined, headers),
      ),
    )
    expect(new Set(burst.map((response) => response.json().id)).size).toBe(1)
    expect(burst.every((response) => response.statusCode === 201)).toBe(true)
    const rows = await app.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.scheduleId, retries))
    expect(rows).toHaveLength(1)
  })
})
