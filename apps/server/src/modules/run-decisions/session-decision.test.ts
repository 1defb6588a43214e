import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { DAY } from '../../test/booking-world.ts'
import { catalogRows } from '../../test/catalog-rows.ts'
import { buildDecisionWorld } from './decision-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildDecisionWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildDecisionWorld(app, 'session')
})
afterAll(async () => {
  await app?.close()
})

const soon = (days: number) => [new Date(Date.now() + days * DAY)]

/** A class of the provider's (ages 5-8, $25) with one session five days ahead and a minimum. */
const singleSession = async (title: string, minPlaces: number, capacity = 8) => {
  const activityId = await catalogRows(world.db).activity({
    vendor: world.vendor,
    title,
    minAge: 5,
    maxAge: 8,
    capacity,
    priceCents: 2_500,
    sessions: soon(5),
  })
  const [session] = await queryRows<{ id: string }>(
    world.db,
    sql`update activity_schedules set min_places = ${minPlaces} where activity_id = ${activityId}
      returning id`,
  )
  return { activityId, sessionId: session?.id ?? '' }
}

const book = async (sessionId: string, who: { cookie: string; kids: string[] }) => {
  const booked = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: who.cookie },
    payload: { sessionId, childIds: who.kids },
  })
  expect(booked.statusCode).toBe(201)
  return booked.json().id as string
}

/** Makes the session's decision time one that has passed: fourteen days before it. */
const dueNow = (sessionId: string) =>
  queryRows(
    world.db,
    sql`update activity_schedules set decision_hours = 336 where id = ${sessionId}`,
  )

describe('the scheduled decision on a single session with a minimum', () => {
  it('runs one that reached its minimum and tells its families', async () => {
    const { sessionId } = await singleSession('Pottery Taster', 1)
    const ivy = await world.family('ivy', [6])
    const booking = await world.pay(await book(sessionId, ivy), ivy.cookie)
    await dueNow(sessionId)
    await world.runJob()
    expect(await world.recordOf(sessionId)).toMatchObject([
      { decision: 'runs', decidedBy: 'schedule', minPlaces: 1, confirmedPlaces: 1 },
    ])
    expect((await world.mailKeyed(`run-on:${sessionId}:${booking}`))?.to).toBe(ivy.email)
    expect((await world.mailKeyed(`run-on:${sessionId}:provider`))?.subject).toMatch(
      /^Pottery Taster on .+ runs: 1 of 1 minimum$/,
    )
  })

  it('cancels one below its minimum: full refund, hold let go, line told, one mail with places that fit', async () => {
    const { sessionId } = await singleSession('Clay Party', 3, 2)
    const other = await catalogRows(world.db).activity({
      vendor: world.vendor,
      title: 'Mosaic Morning',
      minAge: 5,
      maxAge: 8,
      sessions: soon(9),
    })
    const jo = await world.family('jo', [6])
    const paid = await world.pay(await book(sessionId, jo), jo.cookie)
    const kim = await world.family('kim', [7])
    const held = await book(sessionId, kim)
    const lee = await world.family('lee', [6])
    const joined = await app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { cookie: lee.cookie },
      payload: { sessionId, childIds: lee.kids },
    })
    expect(joined.statusCode).toBe(201)
    const fee = (await world.ledgerOf(paid)).platform_fee ?? 0

    await dueNow(sessionId)
    await world.runJob()
    expect(await world.recordOf(sessionId)).toMatchObject([
      { decision: 'cancelled', decidedBy: 'schedule', minPlaces: 3, confirmedPlaces: 1 },
    ])
    expect(await world.ledgerOf(paid)).toEqual({
      payment: 2_500,
      platform_fee: fee,
      refund: 2_500,
      fee_refund: fee,
    })
    expect(await world.bookingRow(paid)).toMatchObject({ status: 'cancelled', refunded: 2_500 })
    expect(await world.bookingRow(held)).toMatchObject({ status: 'cancelled' })
    const [entry] = await queryRows<{ id: string; status: string }>(
      world.db,
      sql`select id, status from waitlist_entries where schedule_id = ${sessionId}`,
    )
    expect(entry?.status).toBe('closed')
    expect((await world.mailKeyed(`waitlist-closed:${entry?.id}`))?.to).toBe(lee.email)
    const keys = await world.outboxKeys()
    expect(keys.filter((key) => key.startsWith(`session-cancelled:${sessionId}`))).toEqual([])
    const mail = await world.mailKeyed(`run-cancelled:${sessionId}:${paid}`)
    expect(mail?.subject).toMatch(/^Cancelled: Clay Party on .+ did not reach its minimum$/)
    expect(mail?.body).toContain('Everything you paid, $25.00, is refunded')
    expect(mail?.body).toContain(`${app.config.publicUrl}/activities/${other}`)
    expect((await world.mailKeyed(`run-cancelled:${sessionId}:provider`))?.subject).toMatch(
      /is cancelled: 1 of 3 minimum$/,
    )

    await world.runJob()
    expect(await world.outboxKeys()).toEqual(keys)
    expect(await world.refundCount(paid)).toBe(1)
  })

  it("takes the provider's early decision on their own single session only", async () => {
    const { sessionId } = await singleSession('Wheel Hour', 4)
    const mo = await world.family('mo', [6])
    const paid = await world.pay(await book(sessionId, mo), mo.cookie)
    const other = await world.decide(
      'schedules',
      sessionId,
      'cancelled',
      world.otherProvider.cookie,
    )
    expect(other.statusCode).toBe(404)
    expect(other.json().detail).toBe('Session not found')

    const response = await world.decide('schedules', sessionId, 'cancelled')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      decision: 'cancelled',
      decidedBy: 'provider',
      minPlaces: 4,
      confirmedPlaces: 1,
      refundedBookings: 1,
      refundedCents: 2_500,
    })
    await app.jobs.runQueued()
    expect(await world.bookingRow(paid)).toMatchObject({ status: 'cancelled', refunded: 2_500 })
    expect((await world.mailKeyed(`run-cancelled:${sessionId}:${paid}`))?.to).toBe(mo.email)
    const again = await world.decide('schedules', sessionId, 'runs')
    expect(again.statusCode).toBe(409)
  })
})
