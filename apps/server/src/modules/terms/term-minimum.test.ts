import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { terms } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { DAY, HOUR } from '../../test/booking-world.ts'
import { daysAfter, nextYear } from '../../test/calendar.ts'
import { termRows } from '../../test/term-rows.ts'
import { buildTermWorld } from '../../test/terms-world.ts'
import { DECISION_PASSED, MINIMUM_DECIDED } from './term-minimum.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildTermWorld>>
let courseId: string
let sessionIds: string[]

// Sessions in the spring of next year, ahead of any day the tests run on.
const day = (days: number) => daysAfter(new Date(Date.UTC(nextYear(), 3, 1, 15)), days)

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildTermWorld(app, 'minimum')
  // The course seats 6 a session.
  courseId = await world.course('Pottery Wheel')
  sessionIds = await Promise.all([0, 7, 14].map((days) => world.session(courseId, day(days))))
})
afterAll(async () => {
  await app?.close()
})

/** A term of two new Monday sessions; each term starts a few weeks after the last one's. */
let weeksAhead = 4
const newTerm = (name: string, rules: object) =>
  world.send('POST', '/api/vendor/terms', {
    activityId: courseId,
    name,
    priceCents: 9_000,
    ...rules,
    sessions: {
      from: 'series',
      weekdays: [1],
      startTime: '17:00',
      durationMinutes: 60,
      fromDate: day(7 * weeksAhead++)
        .toISOString()
        .slice(0, 10),
      weeks: 2,
    },
  })

describe("a term's minimum to run, as the provider sets it", () => {
  it('is kept with its decision time, three days before the start unless another is chosen', async () => {
    const made = await newTerm('Wheel basics', { minPlaces: 3 })
    expect(made.statusCode).toBe(201)
    expect(made.json()).toMatchObject({ minPlaces: 3, decisionHours: 72, decision: null })

    const termId = made.json().id
    const changed = await world.send('PATCH', `/api/vendor/terms/${termId}`, {
      minPlaces: 4,
      decisionHours: 120,
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ minPlaces: 4, decisionHours: 120 })
    const dropped = await world.send('PATCH', `/api/vendor/terms/${termId}`, { minPlaces: null })
    expect(dropped.json()).toMatchObject({ minPlaces: null, decisionHours: 120 })
  })

  it('refuses a minimum above the places, a decision time out of range and another provider', async () => {
    await world.refused(
      () => newTerm('Too few places', { capacity: 4, minPlaces: 5 }),
      400,
      /A minimum cannot be above the term's 4 places/,
    )
    await world.refused(
      () => newTerm('Above the course', { minPlaces: 7 }),
      400,
      "A minimum cannot be above the term's 6 places.",
    )
    await world.refused(
      () => newTerm('Decides too late', { minPlaces: 2, decisionHours: 12 }),
      400,
      /1 to 14 days/,
    )
    await world.refused(
      () => newTerm('Decides too early', { minPlaces: 2, decisionHours: 400 }),
      400,
      /1 to 14 days/,
    )

    const made = await world.send('POST', '/api/vendor/terms', {
      activityId: courseId,
      name: 'Chosen sessions',
      priceCents: 9_000,
      capacity: 5,
      minPlaces: 2,
      sessions: { from: 'sessions', sessionIds },
    })
    expect(made.statusCode).toBe(201)
    const termId = made.json().id
    await world.refused(
      () => world.send('PATCH', `/api/vendor/terms/${termId}`, { capacity: 1 }),
      400,
      "A minimum cannot be above the term's 1 place.",
    )
    await world.refused(
      () => world.send('PATCH', `/api/vendor/terms/${termId}`, { minPlaces: 6 }),
      400,
      "A minimum cannot be above the term's 5 places.",
    )
    await world.refused(
      () =>
        world.send('PATCH', `/api/vendor/terms/${termId}`, { minPlaces: 3 }, world.other.cookie),
      404,
      'Term not found',
    )
  })

  it('refuses a decision time that would already have passed', async () => {
    // Two days from now: three days before it has gone by, one day before has not.
    const soon = await world.session(courseId, new Date(Date.now() + 2 * DAY))
    const soonTerm = (rules: object) =>
      world.send('POST', '/api/vendor/terms', {
        activityId: courseId,
        name: 'Starts soon',
        priceCents: 9_000,
        ...rules,
        sessions: { from: 'sessions', sessionIds: [soon] },
      })
    await world.refused(() => soonTerm({ minPlaces: 2 }), 400, DECISION_PASSED)
    const made = await soonTerm({ minPlaces: 2, decisionHours: 24 })
    expect(made.statusCode).toBe(201)
    const termId = made.json().id
    await world.refused(
      () => world.send('PATCH', `/api/vendor/terms/${termId}`, { decisionHours: 72 }),
      400,
      DECISION_PASSED,
    )
    // Without a minimum there is nothing to decide, whatever the decision time.
    const open = await world.send('PATCH', `/api/vendor/terms/${termId}`, {
      minPlaces: null,
      decisionHours: 72,
    })
    expect(open.json()).toMatchObject({ minPlaces: null, decisionHours: 72 })
  })

  it('cannot change once whether the term runs is decided; its other rules still can', async () => {
    const made = await newTerm('Decided', { minPlaces: 2 })
    expect(made.statusCode).toBe(201)
    const termId = made.json().id
    await world.db
      .update(terms)
      .set({ decision: 'runs', decidedAt: new Date() })
      .where(eq(terms.id, termId))
    await world.refused(
      () => world.send('PATCH', `/api/vendor/terms/${termId}`, { minPlaces: 1 }),
      409,
      MINIMUM_DECIDED,
    )
    await world.refused(
      () => world.send('PATCH', `/api/vendor/terms/${termId}`, { decisionHours: 48 }),
      409,
      MINIMUM_DECIDED,
    )
    const renamed = await world.send('PATCH', `/api/vendor/terms/${termId}`, {
      name: 'Decided, renamed',
      minPlaces: 2,
    })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toMatchObject({ name: 'Decided, renamed', decision: 'runs' })
  })
})

describe("a term's minimum as the provider sees it", () => {
  it('shows its decision time, the places confirmed and whether it waits for its decision', async () => {
    weeksAhead++ // Clear of the two weeks of the term made before.
    const made = await newTerm('Shows its decision', { minPlaces: 2 })
    const term = made.json()
    expect(term).toMatchObject({ minPlaces: 2, confirmedPlaces: 0, decisionPending: false })
    expect(term.decisionAt).toBe(
      new Date(new Date(term.sessions[0].startsAt).getTime() - 72 * HOUR).toISOString(),
    )

    // Two days from now, decided the day before; then three days before: its time has come.
    const soon = await world.session(courseId, new Date(Date.now() + 2 * DAY))
    const waiting = await world.send('POST', '/api/vendor/terms', {
      activityId: courseId,
      name: 'Waits for its decision',
      priceCents: 9_000,
      minPlaces: 2,
      decisionHours: 24,
      sessions: { from: 'sessions', sessionIds: [soon] },
    })
    const termId = waiting.json().id
    await world.db.update(terms).set({ decisionHours: 72 }).where(eq(terms.id, termId))
    const shown = async () => (await world.send('GET', `/api/vendor/terms/${termId}`)).json()
    expect(await shown()).toMatchObject({ confirmedPlaces: 0, decisionPending: true })

    const startsAt = new Date(waiting.json().sessions[0].startsAt)
    await termRows(world.db).booking({
      kind: 'term',
      activityId: courseId,
      termId,
      session: { id: soon, startsAt },
      customerId: world.parent.userId,
      kids: [
        { firstName: 'Ada', lastName: 'Potter' },
        { firstName: 'Ben', lastName: 'Potter' },
      ],
    })
    expect(await shown()).toMatchObject({ confirmedPlaces: 2, decisionPending: false })
  })
})
