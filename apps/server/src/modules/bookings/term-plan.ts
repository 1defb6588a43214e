import type { OfferedPlan } from '@afc/contracts'
import { sql } from 'drizzle-orm'
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

/**
 * The plan a term offers families, read as the provider set it, and whether the provider keeps
 * the first payment when a later one never comes; null when it offers none.
 */
export async function termPlanOffer(db: Database, termId: string | null) {
  if (!termId) return null
  const [row] = await queryRows<PlanRow>(
    db,
    sql`select kind, deposit_cents as "depositCents", deposit_percent as "depositPercent",
        balance_days_before as "balanceDaysBefore", instalments,
        keeps_first_payment as "keepsFirstPayment"
      from term_payment_plans where term_id = ${termId}`,
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
