import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activitySchedules, runDecisions } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { buildBookingWorld, DAY } from '../../test/booking-world.ts'
import { birthDateAged } from '../../test/calendar.ts'
import { refusedUnchanged } from '../../test/database-fingerprint.ts'
import { SESSION_AWAITS_DECISION } from '../run-decisions/index.ts'
import { createBooking } from './booking-service.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildBookingWorld>>
let maya: string
let leo: string

beforeAll(async () => {
  app = await buildTestApp()
  // A free class: a booking is confirmed at once, so it counts towards the minimum.
  world = await buildBookingWorld(app, 'awaits-decision', { priceCents: 0 })
  maya = await world.child('Maya', birthDateAged(6))
  leo = await world.child('Leo', birthDateAged(7))
})
afterAll(async () => {
  await app?.close()
})

const setMinimum = (sessionId: string, minPlaces: number | null) =>
  app.database.db
    .update(activitySchedules)
    .set({ minPlaces })
    .where(eq(activitySchedules.id, sessionId))

/** A single session `days` ahead needing `minPlaces` to run, decided three days before. */
const sessionWithMinimum = async (days: number, minPlaces: number | null) => {
  const sessionId = await world.session(new Date(Date.now() + days * DAY))
  await setMinimum(sessionId, minPlaces)
  return sessionId
}

// Through the service: the route's answer gains the cancelled-for-too-few field in parallel work.
const book = (sessionId: string, childIds: string[]) =>
  createBooking({
    db: app.database.db,
    customerId: world.parent.userId,
    input: { sessionId, childIds },
  })

describe('booking a single session with a minimum to run', () => {
  it('takes bookings before its decision time, and after it once the minimum is reached', async () => {
    const ahead = await sessionWithMinimum(10, 2)
    expect((await book(ahead, [maya])).booking.status).toBe('confirmed')

    // Two days ahead, past its decision time, its minimum of one already reached.
    const reached = await sessionWithMinimum(2, null)
    await book(reached, [maya])
    await setMinimum(reached, 1)
    expect((await book(reached, [leo])).booking.status).toBe('confirmed')
  })

  it('refuses a booking while it waits for its decision, and books again once it is to run', async () => {
    // Two days ahead: its decision time, three days before, has gone by with no one booked.
    const sessionId = await sessionWithMinimum(2, 2)
    await refusedUnchanged({
      db: app.database.db,
      request: () => world.book({ sessionId, childIds: [maya, leo] }),
      status: 409,
      detail: SESSION_AWAITS_DECISION,
    })

    // The decision job records that it runs, in one transaction with the session's decision.
    await app.database.db.transaction(async (tx) => {
      await tx
        .update(activitySchedules)
        .set({ decision: 'runs', decidedAt: new Date() })
        .where(eq(activitySchedules.id, sessionId))
      await tx.insert(runDecisions).values({
        scheduleId: sessionId,
        decision: 'runs',
        decidedBy: 'schedule',
        minPlaces: 2,
        confirmedPlaces: 0,
      })
    })
    const booked = await book(sessionId, [maya, leo])
    expect(booked.booking).toMatchObject({ status: 'confirmed', quantity: 2 })
  })
})
