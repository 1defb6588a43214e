import type { BookingKind, OfferedPlan } from '@afc/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'

type PlanRow = {
  kind: OfferedPlan['kind']
  depositCents: number | null
  depositPercent: number | null
  balanceDaysBefore: number | null
  instalments: number | null
  keepsFirstPayment: boolean
}

export type PlanOffer = { plan: OfferedPlan; keepsFirstPayment: boolean }

/** The plan setting in the row `from` names, read as the provider set it; null for none. */
async function readPlanSetting(db: Database, from: SQL): Promise<PlanOffer | null> {
  const [row] = await queryRows<PlanRow>(
    db,
    sql`select kind, deposit_cents as "depositCents", deposit_percent as "depositPercent",
        balance_days_before as "balanceDaysBefore", instalments,
        keeps_first_payment as "keepsFirstPayment"
      from ${from}`,
  )
  if (!row) return null
  const plan: OfferedPlan =
    row.kind === 'deposit'
      ? {
          kind: 'deposit',
          depositCents: row.depositCents === null ? null : Number(row.depositCents),
          depositPercent: row.depositPercent === null ? null : Number(row.depositPercent),
          balanceDaysBefore: Number(row.balanceDaysBefore),
        }
      : { kind: 'instalments', instalments: Number(row.instalments) }
  return { plan, keepsFirstPayment: row.keepsFirstPayment }
}

/**
 * The plan a term offers families, read as the provider set it, and whether the provider keeps
 * the first payment when a later one never comes; null when it offers none.
 */
export async function termPlanOffer(db: Database, termId: string | null) {
  if (!termId) return null
  return readPlanSetting(db, sql`term_payment_plans where term_id = ${termId}`)
}

/** The plan an activity offers on its single-session prices; null when it offers none. */
export async function activityPlanOffer(db: Database, activityId: string) {
  return readPlanSetting(db, sql`activity_payment_plans where activity_id = ${activityId}`)
}

/**
 * The plan a booking may be paid by: an enrolment by its term's, a session booked on its own or
 * a drop-in by its activity's single-session plan; a trial class is paid at once.
 */
export async function bookingPlanOffer(
  db: Database,
  booking: { kind: BookingKind; termId: string | null; activityId: string },
) {
  if (booking.kind === 'term') return termPlanOffer(db, booking.termId)
  if (booking.kind === 'single' || booking.kind === 'drop_in') {
    return activityPlanOffer(db, booking.activityId)
  }
  return null
}
