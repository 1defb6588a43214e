import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activitySchedules, vendors } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { daysAfter, isoDay, nextYear, springForwardSunday } from '../../test/calendar.ts'
import { buildTermWorld } from '../../test/terms-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildTermWorld>>
let courseId: string

// Sessions go into next year, ahead of any day the tests run on; Chicago moves its clocks forward
// on SPRING_SUNDAY, so 10:00 there is 16:00Z before it and 15:00Z from it on.
const SPRING_SUNDAY = springForwardSunday(nextYear())
const springDay = (days: number) => isoDay(daysAfter(SPRING_SUNDAY, days))
const at = (days: number, time: string) => new Date(`${springDay(days)}T${time}:00.000Z`)
const term = (change: object = {}) => ({
  activityId: courseId,
  name: 'Spring',
  priceCents: 18_000,
  sessions: {
    from: 'series',
    weekdays: [6],
    startTime: '10:00',
    fromDate: springDay(-22),
    weeks: 5,
  },
  ...change,
})

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildTermWorld(app, 'routes')
  courseId = await world.course('Ballet Basics')
})
afterAll(async () => {
  await app?.close()
})

describe('making a term from a weekly series', () => {
  it("creates the series' sessions at 10:00 in the venue's zone, across the clock change, in the term", async () => {
    const response = await world.send(
      'POST',
      '/api/vendor/terms',
      term({ dropInPriceCents: 2_000, trialPriceCents: 0 }),
    )
    expect(response.statusCode).toBe(201)
    const created = response.json()
    expect(created).toMatchObject({
      activityId: courseId,
      activityTitle: 'Ballet Basics',
      name: 'Spring',
      isCamp: false,
      capacity: null,
      activityCapacity: 6,
      priceCents: 18_000,
      dropInPriceCents: 2_000,
      trialPriceCents: 0,
      lateJoining: { rule: 'none' },
      withdrawal: 'pro_rata',
      timeZone: 'America/Chicago',
      extras: [],
    })
    expect(created.sessions.map((s: { startsAt: string }) => s.startsAt)).toEqual(
      [at(-22, '16:00'), at(-15, '16:00'), at(-8, '16:00'), at(-1, '16:00'), at(6, '15:00')].map(
        (date) => date.toISOString(),
      ),
    )
    const stored = await world.db
      .select({ termId: activitySchedules.termId })
      .from(activitySchedules)
      .where(eq(activitySchedules.activityId, courseId))
    expect(stored).toEqual(Array(5).fill({ termId: created.id }))

    const read = await world.send('GET', `/api/vendor/terms/${created.id}`)
    expect(read.json()).toEqual(created)
    const list = await world.send('GET', `/api/vendor/terms?activityId=${courseId}`)
    expect(list.json()).toMatchObject({ total: 1, items: [created] })
  })

  it('ends a series on a given day instead of after a number of weeks', async () => {
    const response = await world.send(
      'POST',
      '/api/vendor/terms',
      term({
        name: 'Summer',
        sessions: {
          from: 'series',
          weekdays: [2, 4],
          startTime: '16:30',
          fromDate: springDay(30),
          toDate: springDay(43),
        },
      }),
    )
    expect(response.statusCode).toBe(201)
    expect(response.json().sessions).toHaveLength(4)
  })

  it('refuses a series with a time the course already has, one in the past and a name in use', async () => {
    await world.refused(
      () => world.send('POST', '/api/vendor/terms', term({ name: 'Again' })),
      409,
      /^This activity already has a session on .*: make the term from chosen sessions instead\.$/,
    )
    await world.refused(
      () =>
        world.send(
          'POST',
          '/api/vendor/terms',
          term({
            name: 'Old',
            sessions: {
              from: 'series',
              weekdays: [1],
              startTime: '10:00',
              fromDate: '2020-01-06',
              weeks: 2,
            },
          }),
        ),
      400,
      'Every session of a new term must start in the future.',
    )
    await world.refused(
      () =>
        world.send(
          'POST',
          '/api/vendor/terms',
          term({ sessions: { from: 'sessions', sessionIds: [] } }),
        ),
      400,
      /./,
    )
    const named = await world.send(
      'POST',
      '/api/vendor/terms',
      term({
        sessions: {
          from: 'series',
          weekdays: [0],
          startTime: '09:00',
          fromDate: springDay(60),
          weeks: 2,
        },
      }),
    )
    expect(named.statusCode).toBe(409)
    expect(named.json().detail).toBe('This activity already has a term named "Spring".')
  })

  it('refuses prices that are not whole cents of 0 or more, and both or neither of weeks and an end day', async () => {
    for (const [field, value] of [
      ['priceCents', -1],
      ['priceCents', 10.5],
      ['dropInPriceCents', -100],
      ['trialPriceCents', '0'],
    ] as const) {
      const body = await world.refused(
        () =>
          world.send('POST', '/api/vendor/terms', term({ name: `Bad ${field}`, [field]: value })),
        400,
        /./,
      )
      expect(body.errors[field]).toEqual(['Enter a price in whole cents, 0 or more'])
    }
    const both = await world.refused(
      () =>
        world.send(
          'POST',
          '/api/vendor/terms',
          term({
            sessions: {
              from: 'series',
              weekdays: [6],
              startTime: '10:00',
              fromDate: springDay(70),
              weeks: 2,
              toDate: springDay(80),
            },
          }),
        ),
      400,
      /./,
    )
    expect(both.errors['sessions.weeks']).toEqual(['Give either a number of weeks or an end date'])
  })

  it('sells terms of courses only, and takes at most the course capacity', async () => {
    const classId = await world.catalog.activity({
      vendor: world.own,
      title: 'Drop-in Art',
      type: 'class',
    })
    await world.refused(
      () => world.send('POST', '/api/vendor/terms', term({ activityId: classId })),
      409,
      'Only a course is sold by term: make this activity a course first.',
    )
    await world.refused(
      () => world.send('POST', '/api/vendor/terms', term({ name: 'Big', capacity: 7 })),
      400,
      "A term takes at most the activity's capacity of 6 children a session.",
    )
  })
})

describe("a provider's standing", () => {
  it('refuses a suspended provider a new term, with the reason', async () => {
    const theirCourse = await world.course('Suspended Course', world.theirs)
    await world.db
      .update(vendors)
      .set({ status: 'suspended' })
      .where(eq(vendors.id, world.theirs.id))
    await world.refused(
      () =>
        world.send(
          'POST',
          '/api/vendor/terms',
          term({ activityId: theirCourse }),
          world.other.cookie,
        ),
      403,
      /^Your provider account is suspended/,
    )
  })
})
