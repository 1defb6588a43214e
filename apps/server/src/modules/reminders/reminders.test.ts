import { asc, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  activities,
  activitySchedules,
  bookings,
  children,
  mailOutbox,
  notificationSettings,
  vendors,
} from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { buildBookingWorld, HOUR } from '../../test/booking-world.ts'
import { daysAfter, isoDay, nextYear, springForwardSunday } from '../../test/calendar.ts'
import { recordSharing } from '../children/index.ts'
import { queueDueRosters } from './provider-rosters.ts'
import { queueDueReminders } from './session-reminders.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildBookingWorld>>
let ownerId: string
const MINUTE = 60_000

// Chicago moves its clocks forward at 2:00 on a Sunday in March: 9:00 that morning is 14:00 UTC
// (CDT), while 9:00 the day before was 15:00 UTC (CST).
const YEAR = nextYear()
const SPRING_SUNDAY = springForwardSunday(YEAR)
const SATURDAY = daysAfter(SPRING_SUNDAY, -1)
const SUNDAY_NINE = new Date(SPRING_SUNDAY.getTime() + 14 * HOUR)
// 6 on every day of that March, as the rosters say.
const BORN = `${YEAR - 7}-06-01`

const context = () => ({
  db: app.database.db,
  ...app.notices,
  secret: app.config.authSecret ?? '',
  sharing: recordSharing(app.config),
})

async function bookSession(startsAt: Date, names: string[]) {
  const sessionId = await world.session(startsAt)
  const childIds = []
  for (const name of names) childIds.push(await world.child(name, BORN))
  const response = await world.bookAndPay({ sessionId, childIds })
  expect(response.statusCode).toBe(200)
  return { sessionId, bookingId: response.json().id as string, childIds }
}

async function outboxKeys(prefix: string) {
  const rows = await app.database.db
    .select({ key: mailOutbox.key })
    .from(mailOutbox)
    .where(like(mailOutbox.key, `${prefix}%`))
    .orderBy(asc(mailOutbox.key))
  return rows.map((row) => row.key)
}

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildBookingWorld(app, 'reminders')
  const [vendor] = await app.database.db
    .select({ userId: vendors.userId })
    .from(vendors)
    .where(eq(vendors.id, world.vendor.id))
  ownerId = vendor?.userId ?? ''
})
afterAll(async () => {
  await app?.close()
})

describe('session reminders', () => {
  it('are queued 24 real hours before, across a daylight-saving change, and say the local time', async () => {
    const { bookingId } = await bookSession(SUNDAY_NINE, ['Mia'])
    const dueAt = new Date(SUNDAY_NINE.getTime() - 24 * HOUR)
    expect(await queueDueReminders({ ...context(), now: new Date(dueAt.getTime() - MINUTE) })).toBe(
      0,
    )
    expect(await queueDueReminders({ ...context(), now: dueAt })).toBe(1)

    const mail = (await app.deliveredMail()).findLast((sent) => sent.subject.startsWith('Tomorrow'))
    expect(mail?.to).toBe('parent-reminders@example.com')
    // 9:00 in the venue's summer time, although the reminder went at 8:00 winter time.
    expect(mail?.subject).toContain(`Sunday, March ${SPRING_SUNDAY.getUTCDate()} at 9:00 AM CDT`)
    expect(mail?.text).toContain('Mia has Kite Making reminders with Kite Club reminders')
    expect(mail?.text).toContain(
      'Where: Kite Club reminders Studio, 12 Test Street, Austin, TX 78701',
    )
    // The activity asks for nothing to be brought.
    expect(mail?.text).not.toContain('Bring:')
    expect(mail?.text).toContain(`${app.config.publicUrl}/bookings`)
    expect(mail?.text).toContain('kites@example.com')
    expect(mail?.text).toMatch(/Turn them off: http:\/\/localhost:\d+\/unsubscribe\?token=/)
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:\d+\/api\/unsubscribe\?token=.+>$/,
    )
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(await outboxKeys(`reminder:${bookingId}:`)).toHaveLength(1)
  })

  it("say what to bring, the provider's lines on one line, below where", async () => {
    await app.database.db
      .update(activities)
      .set({ whatToBring: 'Water bottle,\nIndoor shoes\n\nClothes that can get messy' })
      .where(eq(activities.id, world.activityId))
    const startsAt = new Date(SUNDAY_NINE.getTime() + 24 * HOUR)
    await bookSession(startsAt, ['Olive'])
    await queueDueReminders({ ...context(), now: new Date(startsAt.getTime() - 24 * HOUR) })
    await app.database.db
      .update(activities)
      .set({ whatToBring: null })
      .where(eq(activities.id, world.activityId))

    const mail = (await app.deliveredMail()).find((sent) => sent.text.includes('Olive has'))
    expect(mail?.text).toContain(
      'Where: Kite Club reminders Studio, 12 Test Street, Austin, TX 78701\nBring: Water bottle, Indoor shoes, Clothes that can get messy\n',
    )
  })

  it('are queued once however many runs, and runs at once, find them', async () => {
    const startsAt = new Date(SUNDAY_NINE.getTime() + 2 * 24 * HOUR)
    const { bookingId } = await bookSession(startsAt, ['Noah', 'Ava'])
    const now = new Date(startsAt.getTime() - 23 * HOUR)
    await Promise.all([1, 2, 3].map(() => queueDueReminders({ ...context(), now })))
    await queueDueReminders({ ...context(), now: new Date(now.getTime() + HOUR) })
    expect(await outboxKeys(`reminder:${bookingId}:`)).toHaveLength(1)
    const mails = (await app.deliveredMail()).filter((sent) => sent.text.includes('Ava, Noah have'))
    expect(mails).toHaveLength(1)
  })

  it('skip cancelled bookings, cancelled sessions, late bookings and parents who turned them off', async () => {
    const db = app.database.db
    const base = SUNDAY_NINE.getTime() + 5 * 24 * HOUR
    const cancelledBooking = await bookSession(new Date(base), ['Ella'])
    await db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, cancelledBooking.bookingId))
    const cancelledSession = await bookSession(new Date(base + HOUR), ['Finn'])
    await db
      .update(activitySchedules)
      .set({ isCancelled: true })
      .where(eq(activitySchedules.id, cancelledSession.sessionId))
    // Booked after the reminder moment: the confirmation told them already.
    const late = await bookSession(new Date(base + 2 * HOUR), ['Gus'])
    await db
      .update(bookings)
      .set({ createdAt: new Date(base - 3 * HOUR) })
      .where(eq(bookings.id, late.bookingId))
    const now = new Date(base - 20 * HOUR)
    expect(await queueDueReminders({ ...context(), now })).toBe(0)

    const wanted = await bookSession(new Date(base + 3 * HOUR), ['Hana'])
    await db.insert(notificationSettings).values({ userId: world.parent.userId, reminders: false })
    expect(await queueDueReminders({ ...context(), now })).toBe(0)
    await db
      .update(notificationSettings)
      .set({ reminders: true })
      .where(eq(notificationSettings.userId, world.parent.userId))
    expect(await queueDueReminders({ ...context(), now })).toBe(1)
    expect(await outboxKeys(`reminder:${wanted.bookingId}:`)).toHaveLength(1)
  })
})

describe('provider rosters', () => {
  it("go at 7:00 by the venue's clock, in summer and in winter time", async () => {
    const db = app.database.db
    const saturdayTen = new Date(SATURDAY.getTime() + 16 * HOUR)
    const { childIds } = await bookSession(saturdayTen, ['Zoe'])
    await db
      .update(children)
      .set({ notes: 'Allergic to peanuts' })
      .where(eq(children.id, childIds[0] ?? ''))

    const rostersAt = (day: Date, hour: number, minute = 0) =>
      queueDueRosters({
        ...context(),
        now: new Date(day.getTime() + hour * HOUR + minute * MINUTE),
      })
    // Saturday is still winter time: 7:00 CST is 13:00 UTC.
    expect(await rostersAt(SATURDAY, 12, 59)).toBe(0)
    expect(await rostersAt(SATURDAY, 13)).toBe(1)
    // Sunday is summer time: 7:00 CDT is 12:00 UTC, an hour earlier.
    expect(await rostersAt(SPRING_SUNDAY, 11, 59)).toBe(0)
    expect(await rostersAt(SPRING_SUNDAY, 12)).toBe(1)
    expect(await rostersAt(SPRING_SUNDAY, 12, 30)).toBe(0)
    const rosterKey = (day: Date) => `roster:${world.vendor.id}:America/Chicago:${isoDay(day)}`
    expect(await outboxKeys(`roster:${world.vendor.id}:America/Chicago:${YEAR}-03-`)).toEqual([
      rosterKey(SATURDAY),
      rosterKey(SPRING_SUNDAY),
    ])

    const saturday = (await app.deliveredMail()).find(
      (sent) =>
        sent.subject === `Today's roster: 1 session on Saturday, March ${SATURDAY.getUTCDate()}`,
    )
    expect(saturday?.to).toBe('kites@example.com')
    expect(saturday?.text).toContain('times in CST')
    expect(saturday?.text).toContain('10:00 AM  Kite Making reminders')
    expect(saturday?.text).toContain('- Zoe Rivera, 6. Notes: Allergic to peanuts')
    expect(saturday?.text).toContain('Parent: ')
    expect(saturday?.text).toContain('parent-reminders@example.com')
    expect(saturday?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  })

  it('are not sent to a provider who turned reminders off', async () => {
    await app.database.db.insert(notificationSettings).values({ userId: ownerId, reminders: false })
    const now = new Date(SUNDAY_NINE.getTime() + 2 * 24 * HOUR - 2 * HOUR)
    expect(await queueDueRosters({ ...context(), now })).toBe(0)
  })
})
