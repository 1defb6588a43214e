import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../../db/query-rows.ts'
import { vendors } from '../../../db/schema/index.ts'
import { createMemoryMailer } from '../../../infra/mail/index.ts'
import { createStripePaymentProvider } from '../../../infra/payments/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../../test/app.ts'
import { buildBookingWorld, DAY } from '../../../test/booking-world.ts'
import { signedStripeEvent } from '../../../test/stripe-events.ts'
import { startStripeStandIn } from '../../../test/stripe-stand-in.ts'
import { NOT_TAKING_PAYMENTS } from '../../bookings/index.ts'

const WEBHOOK_SECRET = 'whsec_route_test'
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>
let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildBookingWorld>>
const birth = `${new Date().getUTCFullYear() - 6}-03-03`

beforeAll(async () => {
  standIn = await startStripeStandIn()
  const stripe = createStripePaymentProvider({
    secretKey: 'sk_test_route',
    webhookSecret: WEBHOOK_SECRET,
    clientOptions: standIn.clientOptions,
  })
  app = await buildTestApp({}, undefined, {}, undefined, createMemoryMailer(), stripe)
  world = await buildBookingWorld(app, 'stripe')
})
afterAll(async () => {
  await app?.close()
  await standIn?.close()
})

let sequence = 0
/** Posts a Stripe event to the webhook route, signed as Stripe signs it. */
function deliver(type: string, object: object, options: { id?: string; secret?: string } = {}) {
  sequence += 1
  const { payload, signature } = signedStripeEvent({
    type,
    object,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.id ? { id: options.id } : {}),
  })
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  })
}

const countRows = async (table: string) =>
  (
    await queryRows<{ n: number }>(
      app.database.db,
      sql.raw(`select count(*)::int as n from ${table}`),
    )
  )[0]?.n

async function heldAndCheckedOut() {
  const sessionId = await world.session(new Date(Date.now() + 6 * DAY))
  const childId = await world.child(`S${sequence}`, birth)
  const booking = (await world.book({ sessionId, childIds: [childId] })).json()
  const checkout = await app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.id}/checkout`,
    headers: { cookie: world.parent.cookie },
  })
  expect(checkout.statusCode).toBe(200)
  const request = standIn.requests.findLast((r) => r.path === '/v1/checkout/sessions')
  return {
    booking,
    checkoutId: new URL(checkout.json().url).pathname.split('/').pop() ?? '',
    request,
  }
}

const paidSession = (checkoutId: string, bookingId: string, paymentIntent: string) => ({
  id: checkoutId,
  object: 'checkout.session',
  payment_status: 'paid',
  status: 'complete',
  payment_intent: paymentIntent,
  amount_total: 1250,
  metadata: { bookingId },
  client_reference_id: bookingId,
})

describe('Stripe webhooks through the route', () => {
  it('charges through Connect with our fee, and confirms once however often the event comes', async () => {
    const { booking, checkoutId, request } = await heldAndCheckedOut()
    expect(request?.body).toMatchObject({
      mode: 'payment',
      payment_intent_data: {
        application_fee_amount: '125',
        transfer_data: { destination: expect.stringMatching(/^acct_test_/) },
        metadata: { bookingId: booking.id },
      },
    })
    const before = (await app.deliveredMail()).length
    const event = paidSession(checkoutId, booking.id, 'pi_route_1')
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        deliver('checkout.session.completed', event, { id: 'evt_route_paid' }),
      ),
    )
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200))
    await app.jobs.runQueued()
    const [row] = await queryRows<{ status: string; payments: number }>(
      app.database.db,
      sql`select b.status, (select count(*)::int from ledger_entries e
          where e.booking_id = b.id and e.kind = 'payment') as payments
        from bookings b where b.id = ${booking.id}`,
    )
    expect(row).toEqual({ status: 'confirmed', payments: 1 })
    const mails = (await app.deliveredMail()).slice(before)
    expect(mails.filter((mail) => mail.subject.startsWith('Booked:'))).toHaveLength(1)

    // The session's expiry arriving late changes nothing for a paid booking.
    await deliver('checkout.session.expired', {
      ...event,
      status: 'expired',
      payment_status: 'unpaid',
    })
    await app.jobs.runQueued()
    const again = await app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}`,
      headers: { cookie: world.parent.cookie },
    })
    expect(again.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' })
  })

  it('refuses an unsigned or forged event and stores nothing', async () => {
    const events = await countRows('payment_events')
    const forged = await deliver('checkout.session.completed', {}, { secret: 'whsec_someone_else' })
    expect(forged.statusCode).toBe(400)
    expect(forged.headers['content-type']).toMatch(/^application\/problem\+json/)
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":"evt_x","type":"checkout.session.completed"}',
    })
    expect(unsigned.statusCode).toBe(400)
    expect(await countRows('payment_events')).toBe(events)
  })

  it('sends a cancellation refund to Stripe once, and matches Stripe’s report of it', async () => {
    const { booking, checkoutId } = await heldAndCheckedOut()
    await deliver('checkout.session.completed', paidSession(checkoutId, booking.id, 'pi_route_2'))
    await app.jobs.runQueued()
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: { cookie: world.parent.cookie },
    })
    expect(cancel.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
    await app.jobs.runQueued()
    const refunds = standIn.requests.filter((r) => r.path === '/v1/refunds')
    const sent = refunds.at(-1)
    expect(sent?.body).toMatchObject({
      payment_intent: 'pi_route_2',
      amount: '1250',
      reverse_transfer: 'true',
      refund_application_fee: 'true',
    })
    const [entry] = await queryRows<{ id: string; reference: string }>(
      app.database.db,
      sql`select id, reference from ledger_entries where booking_id = ${booking.id} and kind = 'refund'`,
    )
    expect(entry?.reference).toMatch(/^re_/)
    expect(sent?.idempotencyKey).toBe(`refund-${entry?.id}`)

    await deliver('refund.created', {
      id: entry?.reference,
      object: 'refund',
      amount: 1250,
      status: 'succeeded',
      payment_intent: 'pi_route_2',
      metadata: { ledgerEntryId: entry?.id, bookingId: booking.id },
    })
    await app.jobs.runQueued()
    const [totals] = await queryRows<{ refunds: number }>(
      app.database.db,
      sql`select count(*)::int as refunds from ledger_entries
        where booking_id = ${booking.id} and kind = 'refund'`,
    )
    expect(totals?.refunds).toBe(1)
  })

  it('follows a connected account: paid places stop while Stripe restricts it', async () => {
    const [vendor] = await app.database.db
      .select({ accountId: vendors.paymentAccountId })
      .from(vendors)
      .where(eq(vendors.id, world.vendor.id))
    await deliver('account.updated', {
      id: vendor?.accountId,
      object: 'account',
      charges_enabled: false,
      details_submitted: true,
    })
    await app.jobs.runQueued()
    const sessionId = await world.session(new Date(Date.now() + 7 * DAY))
    const refused = await world.book({ sessionId, childIds: [await world.child('R1', birth)] })
    expect(refused.json().detail).toBe(NOT_TAKING_PAYMENTS)
    await deliver('account.updated', {
      id: vendor?.accountId,
      object: 'account',
      charges_enabled: true,
      details_submitted: true,
    })
    await app.jobs.runQueued()
    const booked = await world.book({ sessionId, childIds: [await world.child('R2', birth)] })
    expect(booked.statusCode).toBe(201)
  })
})
