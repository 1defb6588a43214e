import { BELOW_MINIMUM_LIMIT } from '@afc/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activitySchedules, bookings, terms } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { DAY, HOUR } from '../../test/booking-world.ts'
import { termRows } from '../../test/term-rows.ts'
import { buildTermWorld } from '../../test/terms-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildTermWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildTermWorld(app, 'below-minimum')
})
afterAll(async () => {
  await app?.close()
})

/** A session `days` from now with its own minimum, and `confirmed` children booked in it. */
const session = async (
  activityId: string,
  days: number,
  rules: Partial<typeof activitySchedules.$inferInsert>,
  confirmed = 0,
) => {
  const startsAt = new Date(Date.now() + days * DAY)
  const [row] = await world.db
    .insert(activitySchedules)
    .values({ activityId, startsAt, endsAt: new Date(startsAt.getTime() + HOUR), ...rules })
    .returning({ id: activitySchedules.id })
  const id = row?.id ?? ''
  if (confirmed > 0) {
    await world.db
      .insert(bookings)
      .values({ activityId, scheduleId: id, customerId: world.parent.userId, quantity: confirmed })
  }
  return { id, startsAt }
}

const belowMinimum = async () => {
  const response = await world.send('GET', '/api/vendor/dashboard')
  expect(response.statusCode).toBe(200)
  return response.json().belowMinimum
}

describe("the provider's dashboard: below their minimum", () => {
  it('lists undecided terms and single sessions to come below their minimum, soonest decision first', async () => {
    const classId = await world.catalog.activity({
      vendor: world.own,
      title: 'Clay Owls',
      capacity: 6,
    })
    const short = await session(classId, 10, { minPlaces: 3 }, 1)
    const waiting = await session(classId, 2, { minPlaces: 2 })
    await session(classId, 8, { minPlaces: 2 }, 2)
    await session(classId, 9, { minPlaces: 2, decision: 'runs', decidedAt: new Date() })
    await session(classId, 11, { minPlaces: 2, isCancelled: true })
    await session(classId, -1 / 24, { minPlaces: 2 })
    const theirClass = await world.catalog.activity({ vendor: world.theirs, title: 'Not ours' })
    await session(theirClass, 4, { minPlaces: 2 })

    const courseId = await world.course('Clay Course')
    const rows = termRows(world.db)
    const term = await rows.term({ activityId: courseId, name: 'Spring', days: [5, 12] })
    await world.db.update(terms).set({ minPlaces: 3 }).where(eq(terms.id, term.termId))
    const [first] = term.sessions
    if (!first) throw new Error('the term has no session')
    await rows.booking({
      kind: 'term',
      activityId: courseId,
      termId: term.termId,
      session: first,
      customerId: world.parent.userId,
      kids: [{ firstName: 'Ada', lastName: 'Potter' }],
    })
    const calledOff = await rows.term({ activityId: courseId, name: 'Called off', days: [6] })
    await world.db
      .update(terms)
      .set({ minPlaces: 3, cancelledAt: new Date() })
      .where(eq(terms.id, calledOff.termId))

    expect(await belowMinimum()).toEqual([
      {
        kind: 'session',
        id: waiting.id,
        activityId: classId,
        activityTitle: 'Clay Owls',
        termName: null,
        startsAt: waiting.startsAt.toISOString(),
        timeZone: 'America/Chicago',
        minPlaces: 2,
        confirmedPlaces: 0,
        decisionAt: new Date(waiting.startsAt.getTime() - 72 * HOUR).toISOString(),
        decisionPending: true,
      },
      expect.objectContaining({
        kind: 'term',
        id: term.termId,
        activityId: courseId,
        termName: 'Spring',
        startsAt: first.startsAt.toISOString(),
        minPlaces: 3,
        confirmedPlaces: 1,
        decisionAt: new Date(first.startsAt.getTime() - 72 * HOUR).toISOString(),
        decisionPending: false,
      }),
      expect.objectContaining({ kind: 'session', id: short.id, confirmedPlaces: 1 }),
    ])
  })

  it(`shows at most ${BELOW_MINIMUM_LIMIT}`, async () => {
    const classId = await world.catalog.activity({ vendor: world.own, title: 'Many', capacity: 6 })
    for (let week = 3; week < 3 + BELOW_MINIMUM_LIMIT; week++) {
      await session(classId, week * 7, { minPlaces: 2 })
    }
    expect(await belowMinimum()).toHaveLength(BELOW_MINIMUM_LIMIT)
  })
})
