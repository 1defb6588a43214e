import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../../db/query-rows.ts'
import { createStripePaymentProvider, type PaymentProvider } from '../../../infra/payments/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../../test/app.ts'
import { startStripeStandIn } from '../../../test/stripe-stand-in.ts'
import { chargeDuePlanPayments } from './charge-due.ts'
import { buildPlanWorld } from './plan-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildPlanWorld>>
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>
let stripe: PaymentProvider

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildPlanWorld(app, 'plan-crash')
  standIn = await startStripeStandIn()
  stripe = createStripePaymentProvider({
    secretKey: 'sk_test_stand_in_plan_crash',
    webhookSecret: 'whsec_stand_in_plan_crash',
    clientOptions: standIn.clientOptions,
  })
})
afterAll(async () => {
  await standIn?.close()
  await app?.close()
})

/** A worker whose process dies once Stripe has charged, before its transaction commits. */
const dyingAfterTheCharge: () => PaymentProvider = () => ({
  ...stripe,
  async chargeSavedCard(request) {
    await stripe.chargeSavedCard(request)
    throw new Error('the worker was killed mid-charge')
  },
})

const run = (payments: PaymentProvider, now: Date) =>
  chargeDuePlanPayments({
    db: world.db,
    jobs: app.jobs,
    payments,
    ...app.notices,
    graceDays: 10,
    now,
  })

describe("charging a plan's payment when workers die and race", () => {
  it('ends with one charge per idempotency key at Stripe and one payment in the ledger', async () => {
    const termId = await world.planTerm('Crash safe', { kind: 'instalments', instalments: 3 })
    const bookingId = await world.enrolOnPlan(termId, 'instalments')
    const due = await world.justAfterDue(bookingId, 2)

    await expect(run(dyingAfterTheCharge(), due)).rejects.toThrow('killed mid-charge')
    expect(standIn.charges).toHaveLength(1)
    expect(await world.statuses(bookingId)).toEqual(['paid', 'scheduled', 'scheduled'])

    // The next minute, two workers at once: one claims the payment, the other skips it.
    const later = new Date(due.getTime() + 60_000)
    await Promise.all([run(stripe, later), run(stripe, later)])

    const asked = standIn.requests.filter((request) => request.path === '/v1/payment_intents')
    const keys = new Set(asked.map((request) => request.idempotencyKey))
    expect(keys.size).toBe(1)
    expect(standIn.charges).toHaveLength(1)
    expect(await world.statuses(bookingId)).toEqual(['paid', 'paid', 'scheduled'])
    const payments = await queryRows<{ count: number }>(
      world.db,
      sql`select count(*)::int as count from ledger_entries
        where booking_id = ${bookingId} and kind = 'payment'`,
    )
    expect(Number(payments[0]?.count)).toBe(2)
    expect(await world.bookingRow(bookingId)).toMatchObject({ paid: 12_000 })
  })
})
