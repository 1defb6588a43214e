import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../../db/query-rows.ts'
import { vendors } from '../../../db/schema/index.ts'
import { createStripePaymentProvider, type PaymentProvider } from '../../../infra/payments/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../../test/app.ts'
import { priceLineRows } from '../../../test/price-line-rows.ts'
import { buildPricingWorld } from '../../../test/pricing-world.ts'
import { startStripeStandIn } from '../../../test/stripe-stand-in.ts'
import { sendPlatformTransfers } from './platform-transfers.ts'

const ACCOUNT = 'acct_transfers_own'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildPricingWorld>>
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>
let stripe: PaymentProvider

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildPricingWorld(app, 'transfers')
  standIn = await startStripeStandIn()
  stripe = createStripePaymentProvider({
    secretKey: 'sk_test_stand_in_transfers',
    webhookSecret: 'whsec_stand_in_transfers',
    clientOptions: standIn.clientOptions,
  })
  await connected(true)
})
afterAll(async () => {
  await app?.close()
  await standIn?.close()
})

async function connected(yes: boolean) {
  await world.db
    .update(vendors)
    .set({ paymentAccountId: ACCOUNT, paymentAccountStatus: yes ? 'connected' : 'onboarding' })
    .where(eq(vendors.id, world.own.id))
}

let courses = 0
/** A paid enrolment of the provider's on which a platform code took `cents` off, at `at`. */
async function withPlatformCode(cents: number, at = new Date()) {
  courses += 1
  const { bookingId } = await world.enrolledTwo(`Transfers ${courses}`)
  const rows = priceLineRows(world.db)
  const term = (firstName: string) =>
    ({ kind: 'base', label: 'Term price', amountCents: 18_000, firstName }) as const
  await rows.quoted({
    bookingId,
    customerId: world.parent.userId,
    lines: [term('Maya'), term('Leo')],
  })
  await rows.paid({ bookingId })
  await rows.platformCode({ bookingId, amountCents: cents, at })
  return bookingId
}

const run = () => sendPlatformTransfers({ db: world.db, payments: stripe })

/** The processor's answers recorded for the booking's platform code rows, oldest first. */
const sentFor = (bookingId: string) =>
  queryRows<{ kind: string; amountCents: number; reference: string }>(
    world.db,
    sql`select e.kind, e.amount_cents as "amountCents", t.reference
      from ledger_entries e join platform_transfers t on t.ledger_entry_id = e.id
      where e.booking_id = ${bookingId} order by e.created_at`,
  )

describe('paying providers what platform codes took off', () => {
  it('transfers each code’s cost once, however many runs at once', async () => {
    const bookingId = await withPlatformCode(3_600)
    const seen = standIn.requests.length

    await Promise.all([run(), run()])
    await run()

    const [sent, ...more] = await sentFor(bookingId)
    expect(more).toEqual([])
    expect(sent).toMatchObject({ kind: 'platform_code', amountCents: 3_600 })
    const asked = standIn.requests.slice(seen).filter((r) => r.path === '/v1/transfers')
    // Both runs may ask; under one key, the processor makes one transfer.
    expect(new Set(asked.map((r) => r.idempotencyKey)).size).toBe(1)
    expect(asked[0]?.body).toMatchObject({
      amount: '3600',
      currency: 'usd',
      destination: ACCOUNT,
      transfer_group: bookingId,
    })
    expect(standIn.transferLeft(sent?.reference ?? '')).toBe(3_600)
  })

  it('takes a return back from the transfer, in the same run when both are new', async () => {
    const at = Date.now()
    const bookingId = await withPlatformCode(3_600, new Date(at - 2_000))
    await priceLineRows(world.db).platformCode({
      bookingId,
      amountCents: 2_400,
      kind: 'platform_code_refund',
      at: new Date(at - 1_000),
    })

    await run()

    const sent = await sentFor(bookingId)
    expect(sent.map(({ kind, amountCents }) => [kind, amountCents])).toEqual([
      ['platform_code', 3_600],
      ['platform_code_refund', 2_400],
    ])
    expect(standIn.transferLeft(sent[0]?.reference ?? '')).toBe(1_200)
    expect(sent[1]?.reference).toMatch(/^trr_/)
  })

  it('pays the platform credit a family spent the same way, and takes its return back', async () => {
    const bookingId = await withPlatformCode(1_000)
    for (const [kind, cents] of [
      ['platform_credit', 4_000],
      ['platform_credit_refund', 4_000],
    ] as const) {
      await queryRows(
        world.db,
        sql`insert into ledger_entries (booking_id, vendor_id, kind, amount_cents)
          select id, ${world.own.id}, ${kind}, ${cents} from bookings where id = ${bookingId}`,
      )
    }

    await run()
    await run()

    const sent = await sentFor(bookingId)
    const transfer = (kind: string) => sent.find((row) => row.kind === kind)?.reference ?? ''
    expect(sent.map((row) => row.kind).sort()).toEqual([
      'platform_code',
      'platform_credit',
      'platform_credit_refund',
    ])
    // Each return comes off the transfer of its own kind.
    expect(standIn.transferLeft(transfer('platform_credit'))).toBe(0)
    expect(standIn.transferLeft(transfer('platform_code'))).toBe(1_000)
  })

  it('waits while the provider’s account is not connected', async () => {
    await connected(false)
    const bookingId = await withPlatformCode(1_000)
    await run()
    expect(await sentFor(bookingId)).toEqual([])

    await connected(true)
    await run()
    expect(await sentFor(bookingId)).toHaveLength(1)
  })

  it('sends the others when the processor refuses one, and names the one refused', async () => {
    const refused = await withPlatformCode(500)
    await run()
    await priceLineRows(world.db).platformCode({
      bookingId: refused,
      amountCents: 900,
      kind: 'platform_code_refund',
    })
    const fine = await withPlatformCode(700)

    await expect(run()).rejects.toThrow(/^1 platform transfers failed .*greater than the amount/)
    expect(await sentFor(fine)).toHaveLength(1)
    expect(await sentFor(refused)).toHaveLength(1)
  })
})
