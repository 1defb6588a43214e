import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { buildBookingWorld, DAY } from '../../test/booking-world.ts'
import { cancelSession } from './session-cancel.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildBookingWorld>>
const birth = `${new Date().getUTCFullYear() - 6}-04-04`

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildBookingWorld(app, 'cancel-refunds')
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string) =>
  app.inject({ method: 'GET', url, headers: { cookie: world.parent.cookie } })

const ledgerOf = (bookingId: string) =>
  queryRows<{ kind: string; cents: number }>(
    app.database.db,
    sql`select kind, sum(amount_cents)::int as cents from ledger_entries
      where booking_id = ${bookingId} group by kind order by kind`,
  )

describe('refunds when the provider cancels a session', () => {
  it('refunds every paid family in full, to the cent', async () => {
    const sessionId = await world.session(new Date(Date.now() + 10 * DAY))
    const one = await world.bookAndPay({ sessionId, childIds: [await world.child('C1', birth)] })
    const two = await world.bookAndPay({
      sessionId,
      childIds: [await world.child('C2', birth), await world.child('C3', birth)],
    })
    expect(two.json()).toMatchObject({ status: 'confirmed', paidAmountCents: 2500 })
    const result = await cancelSession({
      db: app.database.db,
      outbox: app.outbox,
      jobs: app.jobs,
      vendorId: world.vendor.id,
      sessionId,
    })
    expect(result.cancelledBookings).toBe(2)
    await app.jobs.runQueued()
    for (const [response, cents] of [
      [one, 1250],
      [two, 2500],
    ] as const) {
      const id = response.json().id as string
      expect((await get(`/api/bookings/${id}`)).json()).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'refunded',
        refundedAmountCents: cents,
      })
      const fee = cents / 10
      expect(await ledgerOf(id)).toEqual([
        { kind: 'fee_refund', cents: fee },
        { kind: 'payment', cents },
        { kind: 'platform_fee', cents: fee },
        { kind: 'refund', cents },
      ])
    }
    const [unsent] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from ledger_entries e join bookings b on b.id = e.booking_id
        where b.schedule_id = ${sessionId} and e.kind = 'refund' and e.reference is null`,
    )
    expect(unsent?.n).toBe(0)
  })
})
