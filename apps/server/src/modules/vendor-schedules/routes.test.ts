import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activitySchedules, bookings, vendors } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { daysAfter, isoDay, nextYear, springForwardSunday } from '../../test/calendar.ts'
import { catalogRows } from '../../test/catalog-rows.ts'

let app: TestAppWithMail
let owner: { cookie: string; userId: string }
let other: { cookie: string }
let parent: { userId: string }
let activityId: string
let unplacedActivityId: string

// Sessions go into next year, ahead of any day the tests run on; Chicago moves its clocks forward
// on SPRING_SUNDAY.
const YEAR = nextYear()
const SPRING_SUNDAY = springForwardSunday(YEAR)
const springDay = (days: number) => isoDay(daysAfter(SPRING_SUNDAY, days))
const at = (day: string, time: string) => `${day}T${time}:00.000Z`

beforeAll(async () => {
  app = await buildTestApp()
  const db = app.database.db
  owner = await createSignedInUser(app, { email: 'owner@sched.example', roles: ['vendor'] })
  other = await createSignedInUser(app, { email: 'other@sched.example', roles: ['vendor'] })
  parent = await createSignedInUser(app, { email: 'parent@sched.example' })
  // Only approved providers add sessions; both are, so the tests below are about ownership.
  await db.update(vendors).set({ status: 'approved' })
  const [vendor] = await db.select().from(vendors).where(eq(vendors.userId, owner.userId))
  const location = await app.inject({
    method: 'POST',
    url: '/api/vendor/locations',
    headers: { cookie: owner.cookie },
    payload: {
      name: 'Chicago Loft',
      address: '5 Lake St',
      city: 'Chicago',
      state: 'IL',
      zipcode: '60601',
      timeZone: 'America/Chicago',
    },
  })
  const catalog = catalogRows(db)
  const own = { id: vendor?.id ?? '', locationId: location.json().id }
  activityId = await catalog.activity({ vendor: own, title: 'Lego League', capacity: 6 })
  unplacedActivityId = await catalog.activity({
    vendor: { id: own.id, locationId: '' },
    title: 'Nowhere Yet',
  })
})
afterAll(async () => {
  await app?.close()
})

const addSessions = (payload: object, cookie = owner.cookie) =>
  app.inject({ method: 'POST', url: '/api/vendor/schedules', headers: { cookie }, payload })

describe('adding sessions', () => {
  it("stores a single session at the venue's local time", async () => {
    const response = await addSessions({
      kind: 'single',
      activityId,
      date: `${YEAR}-01-16`,
      startTime: '10:00',
      durationMinutes: 90,
    })
    expect(response.statusCode).toBe(201)
    const [session] = response.json().created
    // Chicago is UTC-6 in January.
    expect(session).toMatchObject({
      startsAt: at(`${YEAR}-01-16`, '16:00'),
      endsAt: at(`${YEAR}-01-16`, '17:30'),
      timeZone: 'America/Chicago',
      booked: 0,
      capacity: 6,
    })
  })

  it('keeps a weekly series at 10:00 local across the spring daylight-saving change', async () => {
    const response = await addSessions({
      kind: 'weekly',
      activityId,
      weekdays: [6],
      startTime: '10:00',
      fromDate: springDay(-13),
      toDate: springDay(7),
    })
    expect(response.statusCode).toBe(201)
    const starts = response.json().created.map((session: { startsAt: string }) => session.startsAt)
    // 10:00 CST is 16:00Z, 10:00 CDT (from the Sunday on) is 15:00Z.
    expect(starts).toEqual([
      at(springDay(-8), '16:00'),
      at(springDay(-1), '16:00'),
      at(springDay(6), '15:00'),
    ])
  })

  it('skips dates that already have a session at that time', async () => {
    const response = await addSessions({
      kind: 'weekly',
      activityId,
      weekdays: [6, 0],
      startTime: '10:00',
      fromDate: springDay(-8),
      toDate: springDay(0),
    })
    expect(response.json()).toMatchObject({ skipped: 2 })
    expect(response.json().created).toHaveLength(2)
    const single = await addSessions({
      kind: 'single',
      activityId,
      date: springDay(-8),
      startTime: '10:00',
    })
    expect(single.statusCode).toBe(409)
  })

  it('refuses past dates, a backwards series, another provider and a missing location', async () => {
    const past = await addSessions({
      kind: 'single',
      activityId,
      date: '2020-01-01',
      startTime: '10:00',
    })
    expect(past.statusCode).toBe(422)
    expect(past.json().detail).toBe('Sessions must start in the future.')
    const backwards = await addSessions({
      kind: 'weekly',
      activityId,
      weekdays: [1],
      startTime: '10:00',
      fromDate: `${YEAR}-05-10`,
      toDate: `${YEAR}-05-01`,
    })
    expect(backwards.json().errors.toDate).toEqual([
      'The end date must not be before the start date',
    ])
    const theirs = await addSessions(
      { kind: 'single', activityId, date: `${YEAR}-02-01`, startTime: '10:00' },
      other.cookie,
    )
    expect(theirs.statusCode).toBe(404)
    const unplaced = await addSessions({
      kind: 'single',
      activityId: unplacedActivityId,
      date: `${YEAR}-02-01`,
      startTime: '10:00',
    })
    expect(unplaced.statusCode).toBe(422)
  })
})

describe('cancelling a session', () => {
  it('cancels its bookings and mails the families', async () => {
    // A Saturday in February, three weeks before the clocks change.
    const saturday = daysAfter(SPRING_SUNDAY, -22)
    const created = await addSessions({
      kind: 'single',
      activityId,
      date: isoDay(saturday),
      startTime: '09:30',
    })
    const sessionId = created.json().created[0].id
    const db = app.database.db
    for (const quantity of [2, 1]) {
      await db.insert(bookings).values({
        activityId,
        scheduleId: sessionId,
        customerId: parent.userId,
        quantity,
        status: 'confirmed',
        totalAmountCents: 1000 * quantity,
      })
    }
    const before = (await app.deliveredMail()).length

    const theirs = await app.inject({
      method: 'POST',
      url: `/api/vendor/schedules/${sessionId}/cancel`,
      headers: { cookie: other.cookie },
    })
    expect(theirs.statusCode).toBe(404)

    const response = await app.inject({
      method: 'POST',
      url: `/api/vendor/schedules/${sessionId}/cancel`,
      headers: { cookie: owner.cookie },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      cancelledBookings: 2,
      session: { isCancelled: true, booked: 0 },
    })
    const rows = await db.select().from(bookings).where(eq(bookings.scheduleId, sessionId))
    expect(rows.map((row) => row.status)).toEqual(['cancelled', 'cancelled'])
    const mails = (await app.deliveredMail()).slice(before)
    expect(mails).toHaveLength(2)
    expect(mails[0]).toMatchObject({ to: 'parent@sched.example' })
    expect(mails[0]?.subject).toBe(
      `Cancelled: Lego League on Saturday, February ${saturday.getUTCDate()} at 9:30 AM CST`,
    )

    const again = await app.inject({
      method: 'POST',
      url: `/api/vendor/schedules/${sessionId}/cancel`,
      headers: { cookie: owner.cookie },
    })
    expect(again.statusCode).toBe(409)
  })

  it('lists upcoming sessions soonest first and past ones apart', async () => {
    const db = app.database.db
    await db.insert(activitySchedules).values({
      activityId,
      startsAt: new Date('2024-05-01T15:00:00Z'),
      endsAt: new Date('2024-05-01T16:00:00Z'),
    })
    const upcoming = await app.inject({
      method: 'GET',
      url: `/api/vendor/schedules?activityId=${activityId}`,
      headers: { cookie: owner.cookie },
    })
    const starts = upcoming.json().items.map((item: { startsAt: string }) => item.startsAt)
    expect(starts).toEqual([...starts].sort())
    expect(starts[0]).toBe(at(`${YEAR}-01-16`, '16:00'))
    const past = await app.inject({
      method: 'GET',
      url: '/api/vendor/schedules?when=past',
      headers: { cookie: owner.cookie },
    })
    expect(past.json().items.map((item: { startsAt: string }) => item.startsAt)).toEqual([
      '2024-05-01T15:00:00.000Z',
    ])
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/vendor/schedules',
      headers: { cookie: other.cookie },
    })
    expect(theirs.json().items).toEqual([])
  })
})
