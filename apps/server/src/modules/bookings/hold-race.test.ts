import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { activities, bookings } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { buildBookingWorld, DAY } from '../../test/booking-world.ts'
import { createManyParents } from '../../test/many-parents.ts'

let app: TestAppWithMail

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

const placesTaken = async (sessionId: string) => {
  const [row] = await queryRows<{ places: number }>(
    app.database.db,
    sql`select coalesce(sum(quantity), 0)::int as places from bookings
      where schedule_id = ${sessionId}
        and (status = 'confirmed' or (status = 'pending' and hold_expires_at > now()))`,
  )
  return row?.places ?? -1
}

describe('registration day', () => {
  it('gives 10 places to exactly 10 of 100 parents at once, and frees them when the holds lapse', async () => {
    const world = await buildBookingWorld(app, 'race')
    await app.database.db
      .update(activities)
      .set({ capacity: 10 })
      .where(eq(activities.id, world.activityId))
    const sessionId = await world.session(new Date(Date.now() + 4 * DAY))
    const birth = `${new Date().getUTCFullYear() - 6}-02-02`
    const parents = await createManyParents(app, {
      count: 100,
      label: 'racer',
      childBirthDate: birth,
    })

    const answers = await Promise.all(
      parents.map((parent) => world.book({ sessionId, childIds: [parent.childId] }, parent.cookie)),
    )
    const held = answers.filter((answer) => answer.statusCode === 201)
    const refused = answers.filter((answer) => answer.statusCode === 409)
    expect(held).toHaveLength(10)
    expect(refused).toHaveLength(90)
    expect(new Set(refused.map((answer) => answer.json().detail))).toEqual(
      new Set(['This session is full.']),
    )
    expect(held.every((answer) => answer.json().status === 'pending')).toBe(true)
    expect(await placesTaken(sessionId)).toBe(10)

    // Every hold runs out unpaid: the places are bookable again at once, with no job run.
    await app.database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(bookings.scheduleId, sessionId))
    expect(await placesTaken(sessionId)).toBe(0)
    const second = await Promise.all(
      parents
        .slice(10, 30)
        .map((parent) => world.book({ sessionId, childIds: [parent.childId] }, parent.cookie)),
    )
    expect(second.filter((answer) => answer.statusCode === 201)).toHaveLength(10)
    expect(await placesTaken(sessionId)).toBe(10)
  }, 120_000)
})
