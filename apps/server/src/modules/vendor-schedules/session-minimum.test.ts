import { minimumAbovePlaces } from '@afc/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activitySchedules } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { DAY, HOUR } from '../../test/booking-world.ts'
import { daysAfter, isoDay, nextYear } from '../../test/calendar.ts'
import { buildTermWorld } from '../../test/terms-world.ts'
import { decisionPassed, minimumDecided } from '../run-decisions/index.ts'
import { SESSION_CALLED_OFF, SESSION_OVER, TERM_SESSION_MINIMUM } from './session-minimum.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildTermWorld>>
let classId: string

// Sessions in the spring of next year, ahead of any day the tests run on.
const day = (days: number) => daysAfter(new Date(Date.UTC(nextYear(), 3, 1, 15)), days)

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildTermWorld(app, 'session-minimum')
  // The class seats 6 a session.
  classId = await world.catalog.activity({
    vendor: world.own,
    title: 'Clay Animals',
    type: 'class',
    capacity: 6,
  })
})
afterAll(async () => {
  await app?.close()
})

const single = (date: Date, rules: object = {}) =>
  world.send('POST', '/api/vendor/schedules', {
    activityId: classId,
    kind: 'single',
    date: isoDay(date),
    startTime: '10:00',
    durationMinutes: 60,
    ...rules,
  })
const patch = (sessionId: string, body: object, cookie?: string) =>
  world.send('PATCH', `/api/vendor/schedules/${sessionId}`, body, cookie)
const sessionRow = async (id: string) => {
  const [row] = await world.db.select().from(activitySchedules).where(eq(activitySchedules.id, id))
  return row
}

describe("a single session's minimum to run, as the provider sets it", () => {
  it('is kept on a new session with its decision time, three days before unless another is chosen', async () => {
    const made = await single(day(0), { minPlaces: 3 })
    expect(made.statusCode).toBe(201)
    const [session] = made.json().created
    expect(session).toMatchObject({
      termId: null,
      minPlaces: 3,
      decisionHours: 72,
      decision: null,
      confirmedPlaces: 0,
      decisionPending: false,
    })
    expect(session.decisionAt).toBe(
      new Date(new Date(session.startsAt).getTime() - 72 * HOUR).toISOString(),
    )

    const changed = await patch(session.id, { minPlaces: 4, decisionHours: 120 })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ id: session.id, minPlaces: 4, decisionHours: 120 })
    const cleared = await patch(session.id, { minPlaces: null })
    expect(cleared.json()).toMatchObject({ minPlaces: null, decisionHours: 120, decisionAt: null })
  })

  it('gives each session of a weekly series the same minimum, decided on its own', async () => {
    const made = await world.send('POST', '/api/vendor/schedules', {
      activityId: classId,
      kind: 'weekly',
      weekdays: [day(14).getUTCDay()],
      startTime: '11:00',
      durationMinutes: 60,
      fromDate: isoDay(day(14)),
      toDate: isoDay(day(21)),
      minPlaces: 2,
      decisionHours: 48,
    })
    expect(made.statusCode).toBe(201)
    const created = made.json().created
    expect(created).toHaveLength(2)
    for (const session of created) {
      expect(session).toMatchObject({ minPlaces: 2, decisionHours: 48, termId: null })
      expect(session.decisionAt).toBe(
        new Date(new Date(session.startsAt).getTime() - 48 * HOUR).toISOString(),
      )
    }
  })

  it('refuses a minimum above the activity’s capacity, on a new session and a change', async () => {
    await world.refused(
      () => single(day(28), { minPlaces: 7 }),
      400,
      `${minimumAbovePlaces(6, 'session')}.`,
    )
    const made = await single(day(29))
    const sessionId = made.json().created[0].id
    await world.refused(
      () => patch(sessionId, { minPlaces: 7 }),
      400,
      `${minimumAbovePlaces(6, 'session')}.`,
    )
  })

  it('refuses a decision time already past, on a new session and a change', async () => {
    // Two days from now: three days before it have already gone by.
    const soon = new Date(Date.now() + 2 * DAY)
    await world.refused(() => single(soon, { minPlaces: 2 }), 400, decisionPassed('session'))
    const sessionId = await world.session(classId, soon)
    await world.refused(() => patch(sessionId, { minPlaces: 2 }), 400, decisionPassed('session'))
    // A shorter decision time is still ahead.
    const shorter = await patch(sessionId, { minPlaces: 2, decisionHours: 24 })
    expect(shorter.statusCode).toBe(200)
  })

  it('keeps the minimum a decision was taken on', async () => {
    const sessionId = await world.session(classId, day(35))
    expect((await patch(sessionId, { minPlaces: 3 })).statusCode).toBe(200)
    await world.db
      .update(activitySchedules)
      .set({ decision: 'runs', decidedAt: new Date() })
      .where(eq(activitySchedules.id, sessionId))
    await world.refused(() => patch(sessionId, { minPlaces: 2 }), 409, minimumDecided('session'))
    await world.refused(
      () => patch(sessionId, { decisionHours: 100 }),
      409,
      minimumDecided('session'),
    )
    // Sending what it already has changes nothing and is no conflict.
    expect((await patch(sessionId, { minPlaces: 3 })).statusCode).toBe(200)
  })

  it("refuses a term's session, a cancelled one and one already started", async () => {
    const courseId = await world.course('Glaze Lab')
    const termSession = await world.session(courseId, day(42))
    const term = await world.send('POST', '/api/vendor/terms', {
      activityId: courseId,
      name: 'Glazes',
      priceCents: 5_000,
      minPlaces: 2,
      sessions: { from: 'sessions', sessionIds: [termSession] },
    })
    expect(term.statusCode).toBe(201)
    await world.refused(() => patch(termSession, { minPlaces: 2 }), 409, TERM_SESSION_MINIMUM)

    const cancelled = await world.session(classId, day(43))
    await world.db
      .update(activitySchedules)
      .set({ isCancelled: true })
      .where(eq(activitySchedules.id, cancelled))
    await world.refused(() => patch(cancelled, { minPlaces: 2 }), 409, SESSION_CALLED_OFF)

    const started = await world.session(classId, new Date(Date.now() - HOUR))
    await world.refused(() => patch(started, { minPlaces: null }), 409, SESSION_OVER)
  })

  it('is the owner’s alone: another provider gets not found, a parent 403 and a visitor 401', async () => {
    const sessionId = await world.session(classId, day(49))
    await world.refused(
      () => patch(sessionId, { minPlaces: 2 }, world.other.cookie),
      404,
      'Session not found',
    )
    await world.refused(() => patch(sessionId, { minPlaces: 2 }, world.parent.cookie), 403, /./)
    await world.refused(() => patch(sessionId, { minPlaces: 2 }, ''), 401, /./)
    const theirClass = await world.catalog.activity({ vendor: world.theirs, title: 'Not ours' })
    await world.refused(
      () =>
        world.send('POST', '/api/vendor/schedules', {
          activityId: theirClass,
          kind: 'single',
          date: isoDay(day(50)),
          startTime: '10:00',
          minPlaces: 2,
        }),
      404,
      'Activity Not Found',
    )
    expect((await sessionRow(sessionId))?.minPlaces).toBeNull()
  })
})

describe("the provider's sessions list", () => {
  it("shows a single session's minimum and confirmed places, and a term's session none of its own", async () => {
    const courseId = await world.course('Kiln Club')
    const termSession = await world.session(courseId, day(56))
    const term = await world.send('POST', '/api/vendor/terms', {
      activityId: courseId,
      name: 'Kiln spring',
      priceCents: 5_000,
      minPlaces: 3,
      sessions: { from: 'sessions', sessionIds: [termSession] },
    })
    const listed = await world.send('GET', `/api/vendor/schedules?activityId=${courseId}`)
    expect(listed.statusCode).toBe(200)
    expect(listed.json().items).toEqual([
      expect.objectContaining({
        id: termSession,
        termId: term.json().id,
        minPlaces: null,
        decisionAt: null,
        decision: null,
        decisionPending: false,
      }),
    ])

    // Its decision time gone by below the minimum, with no outcome recorded: it waits.
    const waiting = await world.session(classId, new Date(Date.now() + 2 * DAY))
    await world.db
      .update(activitySchedules)
      .set({ minPlaces: 2 })
      .where(eq(activitySchedules.id, waiting))
    const page = await world.send('GET', `/api/vendor/schedules?activityId=${classId}&limit=100`)
    expect(page.json().items.find((s: { id: string }) => s.id === waiting)).toMatchObject({
      termId: null,
      minPlaces: 2,
      decisionHours: 72,
      confirmedPlaces: 0,
      decisionPending: true,
    })
  })
})
