import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings } from '../../db/schema/index.ts'
import { addDays, localDateAt, zonedTimeToUtc } from '../../lib/zoned-time.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { HOUR } from '../../test/booking-world.ts'
import { buildTermWorld } from '../../test/terms-world.ts'
import { waitingFamily } from '../../test/waiting-families.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildTermWorld>>
let courseId: string
const sessions: Record<number, string> = {}

const ZONE = 'America/Chicago'
/** 10:00 in Chicago some days from today there, so every session of a term starts at 10:00. */
const tenOClock = (days: number) => {
  const { year, month, day } = addDays(localDateAt(new Date(), ZONE), days)
  return zonedTimeToUtc({ year, month, day, hour: 10, minute: 0 }, ZONE)
}
const weekdayOf = (days: number) => addDays(localDateAt(new Date(), ZONE), days).weekday

const makeTerm = async (
  name: string,
  days: number[],
  rules: object = {},
  activityId = courseId,
) => {
  const response = await world.send('POST', '/api/vendor/terms', {
    activityId,
    name,
    priceCents: 10_002,
    ...rules,
    sessions: { from: 'sessions', sessionIds: days.map((day) => sessions[day]) },
  })
  expect(response.statusCode).toBe(201)
  return response.json().id as string
}
const publicTerms = async (activityId = courseId) => {
  const response = await app.inject({ method: 'GET', url: `/api/activities/${activityId}` })
  expect(response.statusCode).toBe(200)
  return response.json().terms
}
const book = (
  day: number,
  quantity: number,
  status: 'confirmed' | 'pending',
  holdExpiresAt?: Date,
) =>
  world.db.insert(bookings).values({
    activityId: courseId,
    scheduleId: sessions[day] ?? '',
    customerId: world.parent.userId,
    quantity,
    status,
    totalAmountCents: 0,
    holdExpiresAt: holdExpiresAt ?? null,
  })

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildTermWorld(app, 'public')
  courseId = await world.course('Ballet Basics')
  for (const day of [-10, -5, -3, 2, 5, 9, 16, 23, 30, 31]) {
    sessions[day] = await world.session(courseId, tenOClock(day))
  }
})
afterAll(async () => {
  await app?.close()
})

describe("a course's terms on the public activity page", () => {
  it('gives the dates, the fewest places left in a session to come, and the price a session', async () => {
    const termId = await makeTerm('Spring', [-5, 2, 9, 16, 23], { capacity: 4, trialPriceCents: 0 })
    await world.send('POST', `/api/vendor/schedules/${sessions[23]}/cancel`)
    await world.send('POST', `/api/vendor/terms/${termId}/extras`, {
      name: 'After care',
      priceCents: 800,
      pricePer: 'session',
      places: 10,
    })
    // A lapsed hold takes no place; a confirmed booking and a live hold do.
    await book(2, 3, 'pending', new Date(Date.now() - HOUR))
    await book(9, 2, 'confirmed')
    await book(16, 1, 'pending', new Date(Date.now() + HOUR))

    const [spring] = await publicTerms()
    expect(spring).toEqual({
      id: termId,
      name: 'Spring',
      isCamp: false,
      firstSessionAt: tenOClock(-5).toISOString(),
      lastSessionAt: tenOClock(16).toISOString(),
      sessionCount: 4,
      sessionsLeft: 3,
      weekdays: [...new Set([weekdayOf(-5), weekdayOf(2)])].sort(),
      startTime: '10:00',
      timeZone: ZONE,
      placesLeft: 2,
      priceCents: 10_002,
      // $100.02 over 4 sessions is 2500.5 cents: half a cent rounds up.
      perSessionCents: 2_501,
      dropInPriceCents: null,
      trialPriceCents: 0,
      withdrawal: 'pro_rata',
      minPlaces: null,
      decisionAt: null,
      placesToRun: null,
      decisionPending: false,
      canEnrol: false,
      canTry: true,
      canDropIn: false,
      extras: [
        {
          id: expect.any(String),
          name: 'After care',
          priceCents: 800,
          pricePer: 'session',
          placesLeft: 10,
        },
      ],
    })

    await waitingFamily(world.db, {
      activityId: courseId,
      scheduleId: sessions[9] ?? '',
      children: 1,
    })
    const [waited] = await publicTerms()
    expect(waited.placesLeft).toBe(0)
  })

  it('lets families join a term that has begun while its late joining lasts, and lists terms by start', async () => {
    const lateId = await makeTerm('Late', [-3, 5], {
      lateJoining: { rule: 'until_session', sessionId: sessions[5] },
    })
    const campId = await makeTerm('Camp', [30, 31], { isCamp: true, dropInPriceCents: 1_500 })
    await makeTerm('Over', [-10])
    const listed = await publicTerms()
    expect(listed.map((term: { name: string }) => term.name)).toEqual(['Spring', 'Late', 'Camp'])
    expect(listed[1]).toMatchObject({ canEnrol: true, canTry: false, placesLeft: 6 })
    expect(listed[2]).toMatchObject({
      id: campId,
      isCamp: true,
      sessionCount: 2,
      sessionsLeft: 2,
      perSessionCents: 5_001,
      canEnrol: true,
      canDropIn: true,
      placesLeft: 6,
    })

    const until = async (lateJoining: object) => {
      await world.send('PATCH', `/api/vendor/terms/${lateId}`, { lateJoining })
      return (await publicTerms())[1].canEnrol
    }
    expect(await until({ rule: 'until_session', sessionId: sessions[-3] })).toBe(false)
    expect(await until({ rule: 'until_date', date: '2020-01-01' })).toBe(false)
    expect(await until({ rule: 'until_date', date: '2999-12-31' })).toBe(true)
    expect(await until({ rule: 'none' })).toBe(false)
  })

  it('shows no limit where neither term nor course has one, and no terms for a class', async () => {
    const openId = await world.course('Open Studio', world.own, null)
    sessions[100] = await world.session(openId, tenOClock(4))
    await makeTerm('Open', [100], {}, openId)
    expect(await publicTerms(openId)).toMatchObject([{ name: 'Open', placesLeft: null }])
    const classId = await world.catalog.activity({
      vendor: world.own,
      title: 'Single Class',
      sessions: [tenOClock(6)],
    })
    expect(await publicTerms(classId)).toEqual([])
  })
})
