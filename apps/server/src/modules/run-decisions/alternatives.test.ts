import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { DAY } from '../../test/booking-world.ts'
import { catalogRows } from '../../test/catalog-rows.ts'
import { findAlternatives } from '../bookings/index.ts'
import { buildDecisionWorld } from './decision-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildDecisionWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildDecisionWorld(app, 'others')
})
afterAll(async () => {
  await app?.close()
})

const at = (days: number) => [new Date(Date.now() + days * DAY)]

describe('the places offered instead of one that did not run', () => {
  it('have room for the whole group, are not waiting for their own decision, and are at most three', async () => {
    const catalog = catalogRows(world.db)
    const music = (
      title: string,
      days: number,
      more: { capacity?: number; isActive?: boolean } = {},
    ) =>
      catalog.activity({
        vendor: world.vendor,
        title,
        categories: ['music'],
        minAge: 5,
        maxAge: 8,
        sessions: at(days),
        ...more,
      })
    const origin = await music('Drum Circle', 5)
    const pair = await world.family('pair', [6, 7])
    const [session] = await queryRows<{ id: string }>(
      world.db,
      sql`select id from activity_schedules where activity_id = ${origin}`,
    )
    const booked = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: pair.cookie },
      payload: { sessionId: session?.id, childIds: pair.kids },
    })
    expect(booked.statusCode).toBe(201)
    const bookingId = booked.json().id as string

    await music('One Seat', 6, { capacity: 1 })
    await music('Hidden', 6, { isActive: false })
    const waiting = await music('Waiting On Its Minimum', 6)
    await queryRows(
      world.db,
      sql`update activity_schedules set min_places = 5, decision_hours = 336
        where activity_id = ${waiting}`,
    )
    const first = await music('Ukulele', 9)
    const second = await music('Choir', 10)
    const third = await music('Piano', 11)
    await music('Violin', 12)

    const offered = await findAlternatives({ db: world.db, bookingId })
    expect(offered.map((other) => other.activityTitle)).toEqual(['Ukulele', 'Choir', 'Piano'])
    expect(offered[0]).toMatchObject({
      kind: 'session',
      activityId: first,
      businessName: 'Clay Club others',
      termId: null,
      priceCents: 1_000,
      placesLeft: null,
      path: `/activities/${first}`,
    })
    expect(offered.map((other) => other.activityId)).toEqual([first, second, third])
  })
})
