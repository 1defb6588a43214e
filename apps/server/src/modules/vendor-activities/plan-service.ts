import { depositTooLarge, type TermPlanSetting } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { notFound, unprocessable } from '../../lib/http-problem.ts'
import { activityPlanOffer } from '../bookings/index.ts'
import { VENDOR_ACTIVITY_NOT_FOUND } from './vendor-activity-queries.ts'

const NO_PLAN: TermPlanSetting = { plan: { kind: 'none' }, keepsFirstPayment: true }

/** The caller's activity's price of one session; another provider's activity is not found. */
async function ownSessionPrice(db: Database, vendorId: string, activityId: string) {
  const [row] = await queryRows<{ priceCents: number }>(
    db,
    sql`select p.price_cents as "priceCents"
      from activities a join activity_pricing p on p.activity_id = a.id and p.is_default
      where a.id = ${activityId} and a.vendor_id = ${vendorId} and a.deleted_at is null`,
  )
  if (!row) throw notFound(VENDOR_ACTIVITY_NOT_FOUND)
  return Number(row.priceCents)
}

/** The plan the caller's activity offers on its single-session prices. */
export async function getActivityPlan(options: {
  db: Database
  vendorId: string
  activityId: string
}) {
  const { db, vendorId, activityId } = options
  await ownSessionPrice(db, vendorId, activityId)
  return (await activityPlanOffer(db, activityId)) ?? NO_PLAN
}

/**
 * Sets or removes the plan on the activity's single-session prices (a session on its own, a
 * drop-in). A deposit above the session price is refused with its sentence. Sessions have many
 * dates, so whether a plan fits before one is decided per booking: the quote offers it only for
 * a session far enough ahead. Families who already chose a plan keep their schedule.
 */
export async function setActivityPlan(options: {
  db: Database
  vendorId: string
  activityId: string
  input: TermPlanSetting
}) {
  const { db, vendorId, activityId, input } = options
  const price = await ownSessionPrice(db, vendorId, activityId)
  const { plan } = input
  if (plan.kind === 'none') {
    await queryRows(db, sql`delete from activity_payment_plans where activity_id = ${activityId}`)
    return NO_PLAN
  }
  if (plan.kind === 'deposit' && plan.depositCents !== null && plan.depositCents > price) {
    const refusal = depositTooLarge(plan.depositCents, price)
    throw unprocessable(refusal, { depositCents: [refusal] })
  }
  const deposit = plan.kind === 'deposit' ? plan : null
  const values = sql`${activityId}, ${plan.kind}, ${deposit?.depositCents ?? null},
    ${deposit?.depositPercent ?? null}, ${deposit?.balanceDaysBefore ?? null},
    ${plan.kind === 'instalments' ? plan.instalments : null}, ${input.keepsFirstPayment}`
  await queryRows(
    db,
    sql`insert into activity_payment_plans (activity_id, kind, deposit_cents, deposit_percent,
        balance_days_before, instalments, keeps_first_payment)
      values (${values})
      on conflict (activity_id) do update set kind = excluded.kind,
        deposit_cents = excluded.deposit_cents, deposit_percent = excluded.deposit_percent,
        balance_days_before = excluded.balance_days_before, instalments = excluded.instalments,
        keeps_first_payment = excluded.keeps_first_payment, updated_at = now()`,
  )
  return input
}
