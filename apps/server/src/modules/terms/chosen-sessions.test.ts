import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { terms } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { daysAfter, isoDay, nextYear } from '../../test/calendar.ts'
import { buildTermWorld } from '../../test/terms-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildTermWorld>>
let courseId: string

// Days of next spring, ahead of any day the tests run on.
const at = (days: number, time: string) =>
  new Date(`${isoDay(daysAfter(new Date(Date.UTC(nextYear(), 2, 1)), days))}T${time}:00.000Z`)

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildTermWorld(app, 'chosen')
  courseId = await world.course('Ballet Basics')
})
afterAll(async () => {
  await app?.close()
})

describe('making a term from chosen sessions', () => {
  it('groups them, with late joining until one of them and a camp of consecutive days', async () => {
    const campId = await world.course('Robot Camp')
    const days = [40, 41, 42].map((day) => at(day, '14:00'))
    const ids = await Promise.all(days.map((day) => world.session(campId, day)))
    const response = await world.send('POST', '/api/vendor/terms', {
      activityId: campId,
      name: 'Camp week',
      isCamp: true,
      capacity: 4,
      priceCents: 30_000,
      lateJoining: { rule: 'until_session', sessionId: ids[1] },
      withdrawal: 'no_refund_after_start',
      sessions: { from: 'sessions', sessionIds: [ids[2], ids[0], ids[1], ids[0]] },
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      isCamp: true,
      capacity: 4,
      lateJoining: { rule: 'until_session', sessionId: ids[1] },
      withdrawal: 'no_refund_after_start',
      sessions: ids.map((id) => ({ id })),
    })

    const gapId = await world.session(campId, at(44, '14:00'))
    const extraDay = await world.session(campId, at(43, '14:00'))
    await world.refused(
      () =>
        world.send('POST', '/api/vendor/terms', {
          activityId: campId,
          name: 'Gappy camp',
          isCamp: true,
          priceCents: 100,
          sessions: { from: 'sessions', sessionIds: [gapId, ids[0]] },
        }),
      409,
      /is already part of the term "Camp week": a session belongs to one term at most\.$/,
    )
    const lone = await world.session(campId, at(50, '14:00'))
    await world.refused(
      () =>
        world.send('POST', '/api/vendor/terms', {
          activityId: campId,
          name: 'Gappy camp',
          isCamp: true,
          priceCents: 100,
          sessions: { from: 'sessions', sessionIds: [extraDay, lone] },
        }),
      400,
      'A camp runs on consecutive days, one session a day.',
    )
    await world.refused(
      () =>
        world.send('POST', '/api/vendor/terms', {
          activityId: campId,
          name: 'Late',
          priceCents: 100,
          lateJoining: { rule: 'until_session', sessionId: ids[0] },
          sessions: { from: 'sessions', sessionIds: [extraDay, lone] },
        }),
      400,
      "The last session to join must be one of the term's sessions.",
    )
  })

  it("refuses another provider's sessions as not found and another course's as not this term's", async () => {
    const theirCourse = await world.course('Their Course', world.theirs)
    const theirSession = await world.session(theirCourse, at(45, '09:00'))
    const ownCourse = await world.course('Chess Club')
    const ownSession = await world.session(ownCourse, at(45, '09:00'))
    const otherCourseSession = await world.session(courseId, at(45, '11:00'))
    const chosen = (sessionIds: string[]) => () =>
      world.send('POST', '/api/vendor/terms', {
        activityId: ownCourse,
        name: 'Chess term',
        priceCents: 100,
        sessions: { from: 'sessions', sessionIds },
      })
    await world.refused(chosen([ownSession, theirSession]), 404, 'Session not found')
    await world.refused(
      chosen([ownSession, otherCourseSession]),
      400,
      "Choose sessions of this term's own activity.",
    )
    await world.refused(
      () =>
        world.send('POST', '/api/vendor/terms', {
          activityId: theirCourse,
          name: 'Theirs',
          priceCents: 100,
          sessions: { from: 'sessions', sessionIds: [theirSession] },
        }),
      404,
      'Activity Not Found',
    )
  })

  it('gives a session to one of two requests racing to make a term of it', async () => {
    const raceId = await world.course('Race Course')
    const ids = await Promise.all([60, 67].map((day) => world.session(raceId, at(day, '10:00'))))
    const responses = await Promise.all(
      ['First', 'Second'].map((name) =>
        world.send('POST', '/api/vendor/terms', {
          activityId: raceId,
          name,
          priceCents: 100,
          sessions: { from: 'sessions', sessionIds: ids },
        }),
      ),
    )
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409])
    expect(await world.db.select().from(terms).where(eq(terms.activityId, raceId))).toHaveLength(1)
  })
})
