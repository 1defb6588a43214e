import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { terms } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { HOUR } from '../../test/booking-world.ts'
import { birthDateAged } from '../../test/calendar.ts'
import { databaseFingerprint } from '../../test/database-fingerprint.ts'
import { buildEnrolmentWorld } from '../../test/enrolment-world.ts'
import { payForBooking } from '../../test/pay.ts'
import { AWAITS_DECISION } from './run-rule.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildEnrolmentWorld>>
let ada: string
let ben: string

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildEnrolmentWorld(app, 'minimum')
  ada = await world.child('Ada', birthDateAged(6))
  ben = await world.child('Ben', birthDateAged(7))
})
afterAll(async () => {
  await app?.close()
})

const publicTerm = async (termId: string) => {
  const page = await app.inject({ method: 'GET', url: `/api/activities/${world.activityId}` })
  expect(page.statusCode).toBe(200)
  return page.json().terms.find((term: { id: string }) => term.id === termId)
}

const firstStart = async (termId: string) => new Date((await publicTerm(termId)).firstSessionAt)

describe('a term with a minimum to run', () => {
  it('tells families how many more it needs, counting confirmed places only', async () => {
    const { termId } = await world.term('Needs two', [5, 12], { minPlaces: 2 })
    const start = await firstStart(termId)
    expect(await publicTerm(termId)).toMatchObject({
      minPlaces: 2,
      decisionAt: new Date(start.getTime() - 72 * HOUR).toISOString(),
      placesToRun: 2,
      canEnrol: true,
    })

    // A place still being paid for is not yet one the term can run on.
    const held = await world.enrol(termId, [ada])
    expect(held.statusCode).toBe(201)
    expect((await publicTerm(termId)).placesToRun).toBe(2)
    const bookingId = held.json().booking.id
    const paid = await payForBooking(app, { bookingId, cookie: world.parent.cookie })
    expect(paid.statusCode).toBe(200)
    expect((await publicTerm(termId)).placesToRun).toBe(1)
  })

  it('takes no enrolment once its decision time has passed below the minimum, until the outcome is recorded', async () => {
    // Its first session is two days away: three days before it has gone by.
    const { termId } = await world.term('Waiting', [2, 9], { minPlaces: 2 })
    expect(await publicTerm(termId)).toMatchObject({ placesToRun: 2, canEnrol: false })
    const before = await databaseFingerprint(world.db)
    const refused = await world.enrol(termId, [ben])
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toBe(AWAITS_DECISION)
    expect(await databaseFingerprint(world.db)).toEqual(before)

    await world.db
      .update(terms)
      .set({ decision: 'runs', decidedAt: new Date() })
      .where(eq(terms.id, termId))
    expect(await publicTerm(termId)).toMatchObject({
      minPlaces: 2,
      placesToRun: null,
      canEnrol: true,
    })
    expect((await world.enrol(termId, [ben])).statusCode).toBe(201)
  })

  it('refuses a drop-in or a trial class too while the term waits for its decision', async () => {
    const { termId, sessionIds } = await world.term('Waiting for drop-ins', [2, 9], {
      minPlaces: 2,
      dropInPriceCents: 2_000,
      trialPriceCents: 500,
    })
    const book = (kind: 'drop_in' | 'trial') =>
      app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { cookie: world.parent.cookie },
        payload: { sessionId: sessionIds[1], childIds: [ada], kind },
      })
    for (const kind of ['drop_in', 'trial'] as const) {
      const before = await databaseFingerprint(world.db)
      const refused = await book(kind)
      expect(refused.statusCode).toBe(409)
      expect(refused.json().detail).toBe(AWAITS_DECISION)
      expect(await databaseFingerprint(world.db)).toEqual(before)
    }

    await world.db
      .update(terms)
      .set({ decision: 'runs', decidedAt: new Date() })
      .where(eq(terms.id, termId))
    expect((await book('drop_in')).statusCode).toBe(201)
  })

  it('still takes families before a shorter decision time, and without a minimum', async () => {
    const { termId: dayBefore } = await world.term('Decides the day before', [2, 9], {
      minPlaces: 3,
      decisionHours: 24,
    })
    expect(await publicTerm(dayBefore)).toMatchObject({ placesToRun: 3, canEnrol: true })
    expect((await world.enrol(dayBefore, [ada])).statusCode).toBe(201)

    const { termId: open } = await world.term('No minimum', [2, 9])
    expect(await publicTerm(open)).toMatchObject({
      minPlaces: null,
      decisionAt: null,
      placesToRun: null,
      canEnrol: true,
    })
    expect((await world.enrol(open, [ada])).statusCode).toBe(201)
  })
})
