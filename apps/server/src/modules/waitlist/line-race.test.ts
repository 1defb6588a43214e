import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { activities, bookings } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { buildBookingWorld, DAY } from '../../test/booking-world.ts'
import { createManyParents } from '../../test/many-parents.ts'
import { offerFreedPlaces } from './offer-service.ts'
import { sessionsNeedingOffers } from './waitlist-jobs.ts'

let app: TestAppWithMail
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

const birth = `${new Date().getUTCFullYear() - 6}-02-02`

/** A session of one place, taken and paid for by the world's parent. */
async function onePlaceTaken(label: string) {
  const world = await buildBookingWorld(app, label)
  await app.database.db
    .update(activities)
    .set({ capacity: 1 })
    .where(eq(activities.id, world.activityId))
  const sessionId = await world.session(new Date(Date.now() + 10 * DAY))
  const child = await world.child('Holder', birth)
  const held = await world.bookAndPay({ sessionId, childIds: [child] })
  if (held.statusCode !== 200) throw new Error(held.body)
  const join = (parent: { cookie: string; childId: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { cookie: parent.cookie },
      payload: { sessionId, childIds: [parent.childId] },
    })
  return { world, sessionId, bookingId: held.json().id as string, join }
}

const lineOf = (sessionId: string) =>
  queryRows<{ status: string; bookingId: string | null }>(
    app.database.db,
    sql`select status, booking_id as "bookingId" from waitlist_entries
      where schedule_id = ${sessionId} order by seq`,
  )

const offerContext = () => ({
  db: app.database.db,
  outbox: app.outbox,
  publicUrl: 'http://localhost',
  offerHours: 24,
  cutoffHours: 2,
})

describe('the line under load', () => {
  it('gives 100 families joining at once the places 1 to 100, with no gap and no repeat', async () => {
    const { join } = await onePlaceTaken('hundred')
    const parents = await createManyParents(app, {
      count: 100,
      label: 'liner',
      childBirthDate: birth,
    })
    const answers = await Promise.all(parents.map(join))
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true)
    const positions = answers
      .map((answer) => answer.json().position as number)
      .sort((a, b) => a - b)
    expect(positions).toEqual(Array.from({ length: 100 }, (_, index) => index + 1))
  }, 120_000)

  it('makes exactly one offer for one cancellation with five families waiting, however many workers try', async () => {
    const { world, sessionId, bookingId, join } = await onePlaceTaken('five')
    const parents = await createManyParents(app, {
      count: 5,
      label: 'fiver',
      childBirthDate: birth,
    })
    for (const parent of parents) expect((await join(parent)).statusCode).toBe(201)
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: { cookie: world.parent.cookie },
    })
    expect(cancelled.statusCode).toBe(200)
    const made = await Promise.all([
      offerFreedPlaces({ ...offerContext(), sessionId }),
      offerFreedPlaces({ ...offerContext(), sessionId }),
      app.jobs.runQueued(),
    ])
    expect(made[0] + made[1]).toBe(1)
    const line = await lineOf(sessionId)
    expect(line.map((entry) => entry.status)).toEqual([
      'offered',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
    ])
  }, 60_000)

  it('moves each lapsed offer to the next family exactly once when two processes sweep at once', async () => {
    const { world, sessionId, bookingId, join } = await onePlaceTaken('sweep')
    const parents = await createManyParents(app, {
      count: 3,
      label: 'sweeper',
      childBirthDate: birth,
    })
    for (const parent of parents) await join(parent)
    await app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: { cookie: world.parent.cookie },
    })
    await app.jobs.runQueued()
    const [first] = await lineOf(sessionId)
    await app.database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, first?.bookingId ?? ''))
    const before = (await app.deliveredMail()).length

    const sweep = async () => {
      for (const id of await sessionsNeedingOffers(app.database.db)) {
        await offerFreedPlaces({ ...offerContext(), sessionId: id })
      }
    }
    await Promise.all([sweep(), sweep()])
    await app.jobs.runQueued()
    const line = await lineOf(sessionId)
    expect(line.map((entry) => entry.status)).toEqual(['expired', 'offered', 'waiting'])
    const mails = (await app.deliveredMail()).slice(before)
    expect(mails.filter((mail) => mail.subject.startsWith('Your offer has run out'))).toHaveLength(
      1,
    )
    expect(mails.filter((mail) => mail.subject.startsWith('A place is free for you'))).toHaveLength(
      1,
    )
  }, 60_000)
})
