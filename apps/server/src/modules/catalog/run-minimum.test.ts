import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activitySchedules, bookings, terms } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { DAY, HOUR } from '../../test/booking-world.ts'
import { catalogRows } from '../../test/catalog-rows.ts'
import { termRows } from '../../test/term-rows.ts'

let app: TestAppWithMail
let customerId: string
let vendor: { id: string; locationId: string }

beforeAll(async () => {
  app = await buildTestApp()
  vendor = await catalogRows(app.database.db).vendor({
    name: 'Minimum Makers',
    timeZone: 'America/Chicago',
  })
  customerId = (await createSignedInUser(app, { email: 'family@minimum.example' })).userId
})
afterAll(async () => {
  await app?.close()
})

const activity = (title: string, type: 'class' | 'course' = 'class') =>
  catalogRows(app.database.db).activity({ vendor, title, type, capacity: 8 })

/** A single session `days` from now needing `minPlaces`, with `confirmed` children booked. */
const session = async (
  activityId: string,
  days: number,
  rules: Partial<typeof activitySchedules.$inferInsert> = {},
  confirmed = 0,
) => {
  const startsAt = new Date(Date.now() + days * DAY)
  const [row] = await app.database.db
    .insert(activitySchedules)
    .values({ activityId, startsAt, endsAt: new Date(startsAt.getTime() + HOUR), ...rules })
    .returning({ id: activitySchedules.id })
  const id = row?.id ?? ''
  if (confirmed > 0) {
    await app.database.db
      .insert(bookings)
      .values({ activityId, scheduleId: id, customerId, quantity: confirmed })
  }
  return { id, startsAt }
}

const page = async (activityId: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/activities/${activityId}` })
  expect(response.statusCode).toBe(200)
  return response.json()
}
const sessionOf = async (activityId: string, sessionId: string) =>
  (await page(activityId)).upcomingSessions.find((s: { id: string }) => s.id === sessionId)

describe("a single session's minimum on the activity page", () => {
  it('says how many more it needs before its decision time, and that it waits after it', async () => {
    const classId = await activity('Clay Birds')
    const ahead = await session(classId, 10, { minPlaces: 3 }, 1)
    expect(await sessionOf(classId, ahead.id)).toMatchObject({
      minPlaces: 3,
      decisionAt: new Date(ahead.startsAt.getTime() - 72 * HOUR).toISOString(),
      placesToRun: 2,
      decisionPending: false,
      spotsLeft: 7,
    })
    const waiting = await session(classId, 2, { minPlaces: 3 }, 1)
    expect(await sessionOf(classId, waiting.id)).toMatchObject({
      placesToRun: 2,
      decisionPending: true,
    })
    const decided = await session(classId, 3, {
      minPlaces: 3,
      decision: 'runs',
      decidedAt: new Date(),
    })
    expect(await sessionOf(classId, decided.id)).toMatchObject({
      minPlaces: 3,
      placesToRun: null,
      decisionPending: false,
    })
    const open = await session(classId, 4)
    expect(await sessionOf(classId, open.id)).toMatchObject({
      minPlaces: null,
      decisionAt: null,
      placesToRun: null,
      decisionPending: false,
    })
  })

  it("shows a term waiting for its decision, and none of a term's sessions as its own", async () => {
    const courseId = await activity('Clay Course', 'course')
    const { termId, sessionIds } = await termRows(app.database.db).term({
      activityId: courseId,
      name: 'Short of three',
      days: [2, 9],
    })
    await app.database.db.update(terms).set({ minPlaces: 3 }).where(eq(terms.id, termId))
    const shown = await page(courseId)
    expect(shown.terms.find((t: { id: string }) => t.id === termId)).toMatchObject({
      minPlaces: 3,
      placesToRun: 3,
      decisionPending: true,
      canEnrol: false,
    })
    expect(
      shown.upcomingSessions.find((s: { id: string }) => s.id === sessionIds[0]),
    ).toMatchObject({
      termId,
      minPlaces: null,
      placesToRun: null,
      decisionPending: false,
    })
  })
})

describe("an activity card's places to run", () => {
  it("is the soonest term's while its decision time is ahead and it is short", async () => {
    const db = app.database.db
    const courseId = await activity('Wheel Course', 'course')
    const rows = termRows(db)
    const soonest = await rows.term({ activityId: courseId, name: 'Soonest', days: [10, 17] })
    await rows.term({ activityId: courseId, name: 'Later', days: [20, 27] })
    await db.update(terms).set({ minPlaces: 4 }).where(eq(terms.id, soonest.termId))
    const [first] = soonest.sessions
    if (!first) throw new Error('the term has no session')
    await rows.booking({
      kind: 'term',
      activityId: courseId,
      termId: soonest.termId,
      session: first,
      customerId,
      kids: [{ firstName: 'Ada', lastName: 'Potter' }],
    })
    expect((await page(courseId)).placesToRun).toBe(3)

    // Once its decision time has come, the card no longer counts down: the page says it waits.
    await db.update(terms).set({ decisionHours: 336 }).where(eq(terms.id, soonest.termId))
    expect((await page(courseId)).placesToRun).toBeNull()
  })

  it("is the next single session's for an activity without terms, null once reached or decided", async () => {
    const classId = await activity('Glaze Class')
    await session(classId, 8, { minPlaces: 2 }, 1)
    await session(classId, 9, { minPlaces: 5 })
    expect((await page(classId)).placesToRun).toBe(1)

    const reachedId = await activity('Glaze Reached')
    await session(reachedId, 8, { minPlaces: 2 }, 2)
    expect((await page(reachedId)).placesToRun).toBeNull()

    const decidedId = await activity('Glaze Decided')
    await session(decidedId, 8, { minPlaces: 2, decision: 'runs', decidedAt: new Date() })
    expect((await page(decidedId)).placesToRun).toBeNull()

    const listed = await app.inject({ method: 'GET', url: '/api/activities?q=Glaze&limit=24' })
    expect(listed.statusCode).toBe(200)
    const byTitle = Object.fromEntries(
      listed
        .json()
        .items.map((card: { title: string; placesToRun: number | null }) => [
          card.title,
          card.placesToRun,
        ]),
    )
    expect(byTitle).toMatchObject({
      'Glaze Class': 1,
      'Glaze Reached': null,
      'Glaze Decided': null,
    })
  })
})
