import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { activities, termExtras } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { birthDateAged } from '../../test/calendar.ts'
import { buildEnrolmentWorld } from '../../test/enrolment-world.ts'
import { createManyParents } from '../../test/many-parents.ts'

let app: TestAppWithMail

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

describe("a rush for an extra's last places", () => {
  it('gives the last 3 after-care places to exactly 3 of 20 families, enrolling or dropping in', async () => {
    const world = await buildEnrolmentWorld(app, 'care-rush')
    await world.db
      .update(activities)
      .set({ capacity: 40 })
      .where(eq(activities.id, world.activityId))
    const { termId, sessionIds } = await world.term('Camp week', [3, 4, 5, 6, 7], {
      capacity: 40,
      isCamp: true,
      dropInPriceCents: 3_000,
    })
    const [care] = await world.db
      .insert(termExtras)
      .values({ termId, name: 'After care', priceCents: 800, pricePer: 'session', places: 3 })
      .returning({ id: termExtras.id })
    const extraId = care?.id ?? ''
    const parents = await createManyParents(app, {
      count: 20,
      label: 'care-rusher',
      childBirthDate: birthDateAged(6),
    })

    const answers = await Promise.all(
      parents.map((parent, index) =>
        index % 5 === 4
          ? app.inject({
              method: 'POST',
              url: '/api/bookings',
              headers: { cookie: parent.cookie },
              payload: {
                sessionId: sessionIds[2],
                childIds: [parent.childId],
                kind: 'drop_in',
                extras: [{ childId: parent.childId, extraId }],
              },
            })
          : app.inject({
              method: 'POST',
              url: `/api/terms/${termId}/enrolments`,
              headers: { cookie: parent.cookie },
              payload: {
                childIds: [parent.childId],
                extras: [{ childId: parent.childId, extraId }],
              },
            }),
      ),
    )
    const refusals = answers.filter((answer) => answer.statusCode !== 201)
    expect(answers.length - refusals.length).toBe(3)
    expect(new Set(refusals.map((answer) => answer.statusCode))).toEqual(new Set([409]))
    expect(new Set(refusals.map((answer) => answer.json().detail))).toEqual(
      new Set(['After care is full.']),
    )
    // In no session do more than 3 children hold after care, and the refused wrote nothing.
    const held = await queryRows<{ holders: number }>(
      world.db,
      sql`select (select count(*) from booking_extras be join bookings b on b.id = be.booking_id
          where be.extra_id = ${extraId}
            and ((b.kind = 'term' and s.starts_at >= b.covers_from) or b.schedule_id = s.id))::int
          as holders
        from activity_schedules s where s.term_id = ${termId} order by s.starts_at`,
    )
    expect(Math.max(...held.map((row) => Number(row.holders)))).toBe(3)
    const [rows] = await queryRows<{ bookings: number; extras: number }>(
      world.db,
      sql`select (select count(*) from bookings where term_id = ${termId})::int as bookings,
        (select count(*) from booking_extras where extra_id = ${extraId})::int as extras`,
    )
    expect(rows).toEqual({ bookings: 3, extras: 3 })
  }, 120_000)
})
