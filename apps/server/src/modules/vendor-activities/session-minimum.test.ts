import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activitySchedules, bookings } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { DAY, HOUR } from '../../test/booking-world.ts'
import { buildTermWorld } from '../../test/terms-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildTermWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildTermWorld(app, 'activity-minimum')
})
afterAll(async () => {
  await app?.close()
})

describe("the provider's activity: its sessions' minimums", () => {
  it('shows how many more each session needs, and which waits for its decision', async () => {
    const classId = await world.catalog.activity({
      vendor: world.own,
      title: 'Clay Foxes',
      capacity: 6,
    })
    const insert = async (days: number, rules: Partial<typeof activitySchedules.$inferInsert>) => {
      const startsAt = new Date(Date.now() + days * DAY)
      const [row] = await world.db
        .insert(activitySchedules)
        .values({
          activityId: classId,
          startsAt,
          endsAt: new Date(startsAt.getTime() + HOUR),
          ...rules,
        })
        .returning({ id: activitySchedules.id })
      return { id: row?.id ?? '', startsAt }
    }
    const ahead = await insert(10, { minPlaces: 3 })
    await world.db.insert(bookings).values({
      activityId: classId,
      scheduleId: ahead.id,
      customerId: world.parent.userId,
      quantity: 2,
    })
    const waiting = await insert(2, { minPlaces: 2 })
    const cancelled = await insert(3, { minPlaces: 2, isCancelled: true })

    const response = await world.send('GET', `/api/vendor/activities/${classId}`)
    expect(response.statusCode).toBe(200)
    const byId = new Map(
      response.json().sessions.map((session: { id: string }) => [session.id, session]),
    )
    expect(byId.get(ahead.id)).toMatchObject({
      booked: 2,
      minPlaces: 3,
      decisionAt: new Date(ahead.startsAt.getTime() - 72 * HOUR).toISOString(),
      placesToRun: 1,
      decisionPending: false,
    })
    expect(byId.get(waiting.id)).toMatchObject({ placesToRun: 2, decisionPending: true })
    expect(byId.get(cancelled.id)).toMatchObject({ decisionAt: null, decisionPending: false })
  })
})
