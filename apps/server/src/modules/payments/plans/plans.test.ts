import { PLAN_NOTHING_DUE, PLAN_PAID_IN_FULL } from '@afc/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../../../test/app.ts'
import { receivePaymentEvent } from '../events/payment-events.ts'
import { buildPlanWorld, PLAN_CARDS } from './plan-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildPlanWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildPlanWorld(app, 'plans')
})
afterAll(async () => {
  await app?.close()
})

const THREE = { kind: 'instalments', instalments: 3 }
const DEPOSIT = {
  kind: 'deposit',
  depositCents: 5_000,
  depositPercent: null,
  balanceDaysBefore: 14,
}

describe('a provider offers a plan', () => {
  it('is refused a deposit larger than the price, and another provider does not find the term', async () => {
    const { termId } = await world.term('Refused plans', [100, 107])
    const tooBig = await world.setPlan(termId, {
      plan: { ...DEPOSIT, depositCents: 20_000 },
    })
    expect(tooBig.statusCode).toBe(422)
    expect(tooBig.json().detail).toBe('The deposit of $200.00 is more than the price of $180.00.')
    const stranger = await world.setPlan(termId, { plan: THREE }, world.otherProvider.cookie)
    expect(stranger.statusCode).toBe(404)
    const read = await app.inject({
      method: 'GET',
      url: `/api/vendor/terms/${termId}/payment-plan`,
      headers: { cookie: world.provider.cookie },
    })
    expect(read.json()).toEqual({ plan: { kind: 'none' }, keepsFirstPayment: true })
  })

  it('is refused instalments whose last payment would fall within 7 days of the start', async () => {
    const { termId } = await world.term('Too soon for six', [60, 67])
    const refused = await world.setPlan(termId, { plan: { kind: 'instalments', instalments: 6 } })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().detail).toMatch(
      /^With 6 payments the last would fall on .*: choose fewer payments\.$/,
    )
  })

  it('shows the family every date and amount before paying', async () => {
    const termId = await world.planTerm('Quoted plan', THREE)
    const quote = await app.inject({
      method: 'POST',
      url: `/api/terms/${termId}/enrolments/quote`,
      headers: { cookie: world.parent.cookie },
      payload: { childIds: [world.childId] },
    })
    expect(quote.statusCode).toBe(200)
    const choices = quote.json().paymentChoices
    expect(choices.map((choice: { choice: string }) => choice.choice)).toEqual([
      'full',
      'instalments',
    ])
    expect(choices[1].payments.map((p: { amountCents: number }) => p.amountCents)).toEqual([
      6_000, 6_000, 6_000,
    ])
  })
})

describe('a family pays by instalments', () => {
  it('is charged each payment on its date, once, and the ledger adds up to the cent', async () => {
    const termId = await world.planTerm('Three payments', THREE)
    const bookingId = await world.enrolOnPlan(termId, 'instalments')
    expect(await world.bookingRow(bookingId)).toMatchObject({ status: 'confirmed', paid: 6_000 })

    const second = await world.justAfterDue(bookingId, 2)
    await world.chargeAt(new Date(second.getTime() - 120_000))
    expect(await world.statuses(bookingId)).toEqual(['paid', 'scheduled', 'scheduled'])
    await world.chargeAt(second)
    await world.chargeAt(second)
    expect(await world.statuses(bookingId)).toEqual(['paid', 'paid', 'scheduled'])
    await world.chargeAt(await world.justAfterDue(bookingId, 3))

    expect(await world.statuses(bookingId)).toEqual(['paid', 'paid', 'paid'])
    expect(await world.bookingRow(bookingId)).toMatchObject({ paid: 18_000, refunded: 0 })
    const ledger = await world.ledgerOf(bookingId)
    expect(ledger.payment).toBe(18_000)
    const plan = (await world.planOf(bookingId)).json()
    expect(plan).toMatchObject({ paidCents: 18_000, dueNowCents: 0, balanceCents: 0 })
    expect((await world.payNow(bookingId, 'balance', PLAN_CARDS.pays)).json().detail).toBe(
      PLAN_PAID_IN_FULL,
    )
  })

  it('pays the balance early, after which the job charges nothing', async () => {
    const termId = await world.planTerm('Paid early', DEPOSIT)
    const bookingId = await world.enrolOnPlan(termId, 'deposit')
    expect((await world.payNow(bookingId, 'due', PLAN_CARDS.pays)).json().detail).toBe(
      PLAN_NOTHING_DUE,
    )
    expect((await world.payNow(bookingId, 'balance', PLAN_CARDS.pays)).statusCode).toBe(200)
    expect(await world.statuses(bookingId)).toEqual(['paid', 'paid'])
    await world.chargeAt(await world.justAfterDue(bookingId, 2))
    expect(await world.ledgerOf(bookingId)).toMatchObject({ payment: 18_000 })
    expect(await world.bookingRow(bookingId)).toMatchObject({ paid: 18_000, refunded: 0 })
  })

  it('cancelling on a plan refunds what was paid and stops the payments still due', async () => {
    const termId = await world.planTerm('Cancelled on a plan', THREE)
    const bookingId = await world.enrolOnPlan(termId, 'instalments')
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: { cookie: world.parent.cookie },
    })
    expect(cancelled.statusCode).toBe(200)
    await app.jobs.runQueued()
    await world.chargeAt(await world.justAfterDue(bookingId, 3))
    expect(await world.bookingRow(bookingId)).toMatchObject({
      status: 'cancelled',
      paid: 6_000,
      refunded: 6_000,
    })
    expect(await world.statuses(bookingId)).toEqual(['paid', 'cancelled', 'cancelled'])
    expect((await world.planOf(bookingId)).json()).toMatchObject({ balanceCents: 0 })
  })
})

describe('a payment that fails', () => {
  it('is retried on day 3 and recovered from the pay-now page with another card', async () => {
    const termId = await world.planTerm('Recovered', THREE)
    const bookingId = await world.enrolOnPlan(termId, 'instalments', PLAN_CARDS.failsLater)
    const due = await world.justAfterDue(bookingId, 2)
    await world.chargeAt(due)
    expect(await world.statuses(bookingId)).toEqual(['paid', 'failed', 'scheduled'])
    const plan = (await world.planOf(bookingId)).json()
    expect(plan).toMatchObject({ dueNowCents: 6_000, balanceCents: 12_000 })
    expect(plan.payments[1].lastError).toBe('Your card was declined.')

    await world.chargeAt(new Date(due.getTime() + 3 * 86_400_000))
    const second = plan.payments[1].id
    for (const attempt of [1, 2]) {
      const mail = await world.mailKeyed(`plan-${second}:${attempt}:family`)
      expect(mail?.body).toContain(`/bookings/${bookingId}/pay`)
      expect(await world.mailKeyed(`plan-${second}:${attempt}:provider`)).toBeDefined()
    }

    expect((await world.payNow(bookingId, 'due', PLAN_CARDS.pays)).statusCode).toBe(200)
    expect(await world.statuses(bookingId)).toEqual(['paid', 'paid', 'scheduled'])
    await world.chargeAt(await world.justAfterDue(bookingId, 3))
    expect(await world.statuses(bookingId)).toEqual(['paid', 'paid', 'paid'])
    expect(await world.bookingRow(bookingId)).toMatchObject({ status: 'confirmed', paid: 18_000 })
  })

  it('waits for the family when the bank asks them to confirm', async () => {
    const termId = await world.planTerm('Needs the family', THREE)
    const bookingId = await world.enrolOnPlan(termId, 'instalments', PLAN_CARDS.needsFamily)
    await world.chargeAt(await world.justAfterDue(bookingId, 2))
    expect(await world.statuses(bookingId)).toEqual(['paid', 'requires_action', 'scheduled'])
    expect((await world.planOf(bookingId)).json().dueNowCents).toBe(6_000)
  })

  it('cancels the booking after the grace period, the provider keeping the first payment', async () => {
    const termId = await world.planTerm('Never paid', THREE)
    const bookingId = await world.enrolOnPlan(termId, 'instalments', PLAN_CARDS.failsLater)
    const due = await world.justAfterDue(bookingId, 2)
    await world.chargeAt(due)
    // The family pays the missed payment with the same card, which then fails again.
    expect((await world.payNow(bookingId, 'due', PLAN_CARDS.failsLater)).statusCode).toBe(200)
    const third = await world.justAfterDue(bookingId, 3)
    for (const day of [0, 3, 7, 9]) {
      await world.chargeAt(new Date(third.getTime() + day * 86_400_000))
    }
    expect(await world.bookingRow(bookingId)).toMatchObject({ status: 'confirmed' })
    await world.chargeAt(new Date(third.getTime() + 10 * 86_400_000))
    await world.chargeAt(new Date(third.getTime() + 10 * 86_400_000))

    expect(await world.bookingRow(bookingId)).toMatchObject({
      status: 'cancelled',
      paid: 12_000,
      refunded: 6_000,
    })
    expect(await world.statuses(bookingId)).toEqual(['paid', 'paid', 'cancelled'])
    const ledger = await world.ledgerOf(bookingId)
    expect(ledger).toMatchObject({ payment: 12_000, refund: 6_000 })
    const family = await world.mailKeyed(`plan-${bookingId}:cancelled:family`)
    expect(family?.body).toContain('$60.00 is refunded to your card.')
    expect(await world.mailKeyed(`plan-${bookingId}:cancelled:provider`)).toBeDefined()
  })
})

describe("the processor's word on a plan's payment", () => {
  it('records a failure it reports, and acknowledges a settled or unknown payment changing nothing', async () => {
    const termId = await world.planTerm('Told by webhook', THREE)
    const bookingId = await world.enrolOnPlan(termId, 'instalments')
    const [first, second] = (await world.planOf(bookingId)).json().payments
    const event = (id: string, type: string, planPaymentId: string, reference: string) =>
      receivePaymentEvent({
        db: world.db,
        jobs: app.jobs,
        event: {
          id,
          type: type as 'plan_payment.failed',
          bookingId,
          planPaymentId,
          paymentReference: reference,
          amountCents: 6_000,
          message: 'Your card was declined.',
        },
      })
    await event('evt_settled', 'plan_payment.succeeded', first.id, 'pi_again')
    await event('evt_unknown', 'plan_payment.succeeded', crypto.randomUUID(), 'pi_unknown')
    await app.jobs.runQueued()
    expect(await world.ledgerOf(bookingId)).toMatchObject({ payment: 6_000 })
    expect(await world.statuses(bookingId)).toEqual(['paid', 'scheduled', 'scheduled'])

    await event('evt_failed', 'plan_payment.failed', second.id, 'pi_failed')
    await event('evt_failed_again', 'plan_payment.failed', second.id, 'pi_failed')
    await app.jobs.runQueued()
    expect(await world.statuses(bookingId)).toEqual(['paid', 'failed', 'scheduled'])
    expect(await world.mailKeyed(`plan-${second.id}:1:family`)).toBeDefined()
  })
})
