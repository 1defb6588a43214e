import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { apiAs, mailTo } from '../../test/api-as.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { buildBookingWorld, DAY } from '../../test/booking-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildBookingWorld>>
let boss: { userId: string; cookie: string }
let admin: ReturnType<typeof apiAs>
const birth = `${new Date().getUTCFullYear() - 6}-04-04`

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildBookingWorld(app, 'refunds')
  boss = await createSignedInUser(app, { email: 'boss@refunds.example', roles: ['admin'] })
  admin = apiAs(app, boss.cookie)
})
afterAll(async () => {
  await app?.close()
})

/** Two children on a $12.50 class: $25.00 paid, $2.50 of it the platform's 10% fee. */
async function paidBooking() {
  const sessionId = await world.session(new Date(Date.now() + 10 * DAY))
  const childIds = [await world.child('Ana', birth), await world.child('Ben', birth)]
  const paid = await world.bookAndPay({ sessionId, childIds })
  expect(paid.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' })
  return paid.json().id as string
}

const ledgerOf = (bookingId: string) =>
  queryRows<{ kind: string; cents: number; rows: number }>(
    app.database.db,
    sql`select kind, sum(amount_cents)::int as cents, count(*)::int as rows from ledger_entries
      where booking_id = ${bookingId} group by kind order by kind`,
  )

const bookingOf = async (bookingId: string) => {
  const [row] = await queryRows<{ status: string; refunded: number; payment: string }>(
    app.database.db,
    sql`select status, refunded_amount_cents as refunded, payment_status as payment
      from bookings where id = ${bookingId}`,
  )
  return row
}

const refund = (bookingId: string, body: Record<string, unknown>, as = admin) =>
  as.post(`/api/admin/bookings/${bookingId}/refund`, body)

describe('POST /api/admin/bookings/:id/refund', () => {
  it('refunds part, then the rest, with the fee given back to the cent', async () => {
    const bookingId = await paidBooking()

    const part = await refund(bookingId, { amountCents: 1000, reason: 'Left early, sick' })
    expect(part.statusCode).toBe(200)
    expect(part.json()).toEqual({
      bookingId,
      refundedNowCents: 1000,
      paidAmountCents: 2500,
      refundedAmountCents: 1000,
      paymentStatus: 'partially_refunded',
    })
    const rest = await refund(bookingId, { reason: 'The rest, as agreed' })
    expect(rest.json()).toMatchObject({
      refundedNowCents: 1500,
      refundedAmountCents: 2500,
      paymentStatus: 'refunded',
    })
    expect(await ledgerOf(bookingId)).toEqual([
      { kind: 'fee_refund', cents: 250, rows: 2 },
      { kind: 'payment', cents: 2500, rows: 1 },
      { kind: 'platform_fee', cents: 250, rows: 1 },
      { kind: 'refund', cents: 2500, rows: 2 },
    ])
    // Refunding keeps the family's places.
    expect(await bookingOf(bookingId)).toEqual({
      status: 'confirmed',
      refunded: 2500,
      payment: 'refunded',
    })

    const list = (await admin.get(`/api/admin/payments?q=${bookingId}`)).json()
    expect(list.totals).toEqual({
      grossCents: 2500,
      refundsCents: 2500,
      feesCents: 0,
      providerNetCents: 0,
      platformCodesCents: 0,
    })
    expect(
      list.items.map((row: { kind: string; amountCents: number; feeCents: number }) => [
        row.kind,
        row.amountCents,
        row.feeCents,
      ]),
    ).toEqual([
      ['refund', 1500, 150],
      ['refund', 1000, 100],
      ['payment', 2500, 250],
    ])
    expect(list.items[0]).toMatchObject({
      reason: 'The rest, as agreed',
      adminEmail: 'boss@refunds.example',
      reference: 'pending',
    })
    // Once the job has asked the processor, the refund carries the processor's id.
    await app.jobs.runQueued()
    const sent = (await admin.get(`/api/admin/payments?q=${bookingId}&kind=refund`)).json()
    expect(sent.items.every((row: { reference: string }) => row.reference !== 'pending')).toBe(true)
  })

  it('records the refund in the audit log and mails the family', async () => {
    const bookingId = await paidBooking()
    await refund(bookingId, { amountCents: 500, reason: 'Session ran short' })

    const log = (await admin.get('/api/admin/audit-log?action=booking.refund')).json()
    expect(log.items[0]).toMatchObject({
      adminId: boss.userId,
      targetType: 'booking',
      targetId: bookingId,
      before: { paidAmountCents: 2500, refundedAmountCents: 0, paymentStatus: 'paid' },
      after: {
        refundedAmountCents: 500,
        paymentStatus: 'partially_refunded',
        refundedNowCents: 500,
        reason: 'Session ran short',
      },
    })
    await app.jobs.runQueued()
    const mail = (await mailTo(app, 'parent-refunds@example.com')).findLast((sent) =>
      sent.subject.startsWith('We refunded'),
    )
    expect(mail?.subject).toBe('We refunded $5.00 for Kite Making refunds')
    expect(mail?.text).toContain('We refunded $5.00 for Kite Making refunds on ')
    expect(mail?.text).toContain('Reason: Session ran short')
  })

  it('refuses more than is left and changes nothing', async () => {
    const bookingId = await paidBooking()
    await refund(bookingId, { amountCents: 2000, reason: 'Most of it back' })
    const before = await ledgerOf(bookingId)

    const over = await refund(bookingId, { amountCents: 501, reason: 'A bit too much' })
    expect(over.statusCode).toBe(409)
    expect(over.json().detail).toBe("Only $5.00 of this booking's payment is left to refund.")
    expect(await ledgerOf(bookingId)).toEqual(before)
    expect((await bookingOf(bookingId))?.refunded).toBe(2000)
    const log = (await admin.get('/api/admin/audit-log?action=booking.refund&limit=100')).json()
    const ours = log.items.filter((entry: { targetId: string }) => entry.targetId === bookingId)
    expect(ours).toHaveLength(1)
  })

  it('refuses a booking with nothing paid or nothing left, and an unknown one', async () => {
    const sessionId = await world.session(new Date(Date.now() + 11 * DAY))
    const held = await world.book({ sessionId, childIds: [await world.child('Cal', birth)] })
    const unpaid = await refund(held.json().id, { reason: 'Nothing to give back' })
    expect(unpaid.statusCode).toBe(409)
    expect(unpaid.json().detail).toBe(
      'Nothing was paid for this booking, so there is nothing to refund.',
    )

    const bookingId = await paidBooking()
    await refund(bookingId, { reason: 'All of it' })
    const again = await refund(bookingId, { reason: 'All of it again' })
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe('This booking is already refunded in full.')

    const unknown = await refund(randomUUID(), { reason: 'Who is this' })
    expect(unknown.statusCode).toBe(404)
  })

  it('refuses a bad body with a sentence per field', async () => {
    const bookingId = await paidBooking()
    const cases: Record<string, unknown>[] = [
      { reason: 'ok' },
      { amountCents: 0, reason: 'Zero cents' },
      { amountCents: 12.5, reason: 'Half a cent' },
      { amountCents: '500', reason: 'Text amount' },
      { amountCents: 500, reason: 'Two\nlines' },
      { amountCents: 500, reason: 'x'.repeat(501) },
      { amountCents: 500 },
    ]
    for (const body of cases) {
      const response = await refund(bookingId, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().detail).toBeTruthy()
    }
    expect((await bookingOf(bookingId))?.refunded).toBe(0)
  })

  it('lets only one of two admins refunding the rest at once succeed', async () => {
    const other = apiAs(
      app,
      (await createSignedInUser(app, { email: 'other@refunds.example', roles: ['admin'] })).cookie,
    )
    const bookingId = await paidBooking()
    await refund(bookingId, { amountCents: 700, reason: 'First part' })

    const answers = await Promise.all([
      refund(bookingId, { reason: 'The rest, by me' }),
      refund(bookingId, { reason: 'The rest, by them' }, other),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    const ledger = await ledgerOf(bookingId)
    expect(ledger.find((row) => row.kind === 'refund')).toEqual({
      kind: 'refund',
      cents: 2500,
      rows: 2,
    })
    expect(ledger.find((row) => row.kind === 'fee_refund')?.cents).toBe(250)
    expect((await bookingOf(bookingId))?.refunded).toBe(2500)
  })

  it('is for admins only', async () => {
    const bookingId = await paidBooking()
    const provider = await createSignedInUser(app, {
      email: 'owner@refunds.example',
      roles: ['vendor'],
    })
    const body = { reason: 'Not mine to give' }
    expect((await refund(bookingId, body, apiAs(app))).statusCode).toBe(401)
    expect((await refund(bookingId, body, apiAs(app, world.parent.cookie))).statusCode).toBe(403)
    expect((await refund(bookingId, body, apiAs(app, provider.cookie))).statusCode).toBe(403)
    expect((await bookingOf(bookingId))?.refunded).toBe(0)
  })
})
