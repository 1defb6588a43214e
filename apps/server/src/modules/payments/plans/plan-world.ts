import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { queryRows } from '../../../db/query-rows.ts'
import type { TestAppWithMail } from '../../../test/app.ts'
import { birthDateAged } from '../../../test/calendar.ts'
import { weekly } from '../../../test/enrolment-world.ts'
import { checkoutIdOf } from '../../../test/pay.ts'
import { buildTermMoneyWorld } from '../../../test/term-money-world.ts'
import { chargeDuePlanPayments } from './charge-due.ts'

export const PLAN_CARDS = {
  pays: '4242424242424242',
  failsLater: '4000000000000341',
  needsFamily: '4000002760003184',
} as const

const MINUTE = 60_000

/**
 * The term-money world with a term far enough ahead for a plan (its first session in 100 days,
 * $180 a child), its provider's plan set through the API, and the steps of a family paying by
 * it: enrol, choose the plan at checkout and pay its first part with a card, pay what is due or
 * the balance from the pay-now page, and the charging job run at a given moment.
 */
export async function buildPlanWorld(app: TestAppWithMail, suffix: string) {
  const world = await buildTermMoneyWorld(app, suffix)
  const { db } = world
  const childId = await world.child('Maya', birthDateAged(6))

  const setPlan = (termId: string, body: object, cookie = world.provider.cookie) =>
    app.inject({
      method: 'PUT',
      url: `/api/vendor/terms/${termId}/payment-plan`,
      headers: { cookie },
      payload: body,
    })

  /** A term of 10 weekly sessions from 100 days ahead, offering `plan`. */
  const planTerm = async (name: string, plan: object, keepsFirstPayment = true) => {
    const { termId } = await world.term(name, weekly(100, 10))
    expect((await setPlan(termId, { plan, keepsFirstPayment })).statusCode).toBe(200)
    return termId
  }

  const payTestCheckout = async (url: string, card: string) => {
    const paid = await app.inject({
      method: 'POST',
      url: `/api/payments/test-checkout/${checkoutIdOf(url)}`,
      payload: { cardNumber: card, expiry: '12/34', cvc: '123' },
    })
    await app.jobs.runQueued()
    return paid
  }

  /** Enrols Maya, chooses `choice` at checkout and pays its first part with `card`. */
  const enrolOnPlan = async (termId: string, choice: string, card: string = PLAN_CARDS.pays) => {
    const bookingId = await world.enrolled(termId, [childId])
    const checkout = await app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/checkout`,
      headers: { cookie: world.parent.cookie },
      payload: { choice },
    })
    expect(checkout.statusCode).toBe(200)
    expect((await payTestCheckout(checkout.json().url, card)).statusCode).toBe(200)
    return bookingId
  }

  const planOf = async (bookingId: string, cookie = world.parent.cookie) =>
    app.inject({ method: 'GET', url: `/api/bookings/${bookingId}/plan`, headers: { cookie } })

  /** Pays what is due (or the balance) from the pay-now page with `card`. */
  const payNow = async (bookingId: string, pay: 'due' | 'balance', card: string) => {
    const checkout = await app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/plan/checkout`,
      headers: { cookie: world.parent.cookie },
      payload: { pay },
    })
    if (checkout.statusCode !== 200) return checkout
    return payTestCheckout(checkout.json().url, card)
  }

  /** Runs the charging job at `now`, then whatever it queued (mail, refunds). */
  const chargeAt = async (now: Date) => {
    await chargeDuePlanPayments({
      db,
      jobs: app.jobs,
      payments: app.payments,
      ...app.notices,
      graceDays: 10,
      now,
    })
    await app.jobs.runQueued()
  }

  /** A minute after the plan's payment `seq` falls due. */
  const justAfterDue = async (bookingId: string, seq: number) => {
    const [row] = await queryRows<{ dueAt: string }>(
      db,
      sql`select due_at as "dueAt" from plan_payments
        where booking_id = ${bookingId} and seq = ${seq}`,
    )
    return new Date(new Date(row?.dueAt ?? 0).getTime() + MINUTE)
  }

  /** The plan's payments' states, in order. */
  const statuses = async (bookingId: string) =>
    (
      await queryRows<{ status: string }>(
        db,
        sql`select status from plan_payments where booking_id = ${bookingId} order by seq`,
      )
    ).map((row) => row.status)

  /** The mails queued for the booking's plan, by their keys. */
  const planMailKeys = async () =>
    (
      await queryRows<{ key: string }>(
        db,
        sql`select key from mail_outbox where key like 'plan-%' order by created_at, key`,
      )
    ).map((row) => row.key)

  return {
    ...world,
    childId,
    setPlan,
    planTerm,
    enrolOnPlan,
    planOf,
    payNow,
    chargeAt,
    justAfterDue,
    statuses,
    planMailKeys,
  }
}
