import type { CountedSum, PlanCollectionRow, PlanCollectionState } from '@afc/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { queryRows } from '../../../db/query-rows.ts'
import { familyName } from '../../../lib/family-name.ts'
import { isoOrNull, isoString } from '../../../lib/pagination.ts'
import { UNPAID } from './plan-rows.ts'

/** Where plan payment `p` stands at `now` (ADR 45: read from its row, never stored). */
const stateAt = (now: Date) => sql`case
    when p.status = 'paid' and p.first_failed_at is not null then 'recovered'
    when p.status = 'paid' then 'paid'
    when p.status = 'failed' then 'retrying'
    when p.status = 'requires_action' then 'waiting_for_family'
    when p.due_at <= ${now} then 'due'
    else 'upcoming' end`

/**
 * Still to collect: an unpaid payment of a confirmed booking. A booking that ended takes no
 * more payments, whether or not the job has tidied its rows yet.
 */
export const NOT_COLLECTED = sql`p.status in ${UNPAID} and b.status = 'confirmed'`
/** Paid after a failure: the charge failed at least once, then went through. */
export const RECOVERED = sql`p.status = 'paid' and p.first_failed_at is not null`

const FROM = sql`from plan_payments p
  join bookings b on b.id = p.booking_id
  join activities a on a.id = b.activity_id
  join vendors v on v.id = a.vendor_id`

type Row = Omit<PlanCollectionRow, 'familyName'> & {
  firstName: string | null
  lastName: string | null
  dueAt: string | Date
  nextAttemptAt: string | Date | null
  paidAt: string | Date | null
}

/** A page of plan payments `p` matching `where`, in `order`, as the reports list them. */
export async function readPlanPayments(options: {
  db: Database
  where: SQL
  order: SQL
  limit: number
  offset: number
  now: Date
}): Promise<PlanCollectionRow[]> {
  const { db, where, order, limit, offset, now } = options
  const rows = await queryRows<Row>(
    db,
    sql`select p.id as "paymentId", b.id as "bookingId", a.title as "activityTitle",
        v.business_name as "providerName", up.first_name as "firstName",
        up.last_name as "lastName", p.seq,
        (select count(*)::int from plan_payments o where o.booking_id = p.booking_id) as "paymentCount",
        p.amount_cents as "amountCents", p.due_at as "dueAt", ${stateAt(now)} as state,
        p.attempts, p.next_attempt_at as "nextAttemptAt", p.paid_at as "paidAt"
      ${FROM} left join user_profiles up on up.id = b.customer_id
      where ${where} order by ${order} limit ${limit} offset ${offset}`,
  )
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    familyName: familyName(firstName, lastName),
    seq: Number(row.seq),
    paymentCount: Number(row.paymentCount),
    amountCents: Number(row.amountCents),
    attempts: Number(row.attempts),
    dueAt: isoString(row.dueAt),
    nextAttemptAt: isoOrNull(row.nextAttemptAt),
    paidAt: isoOrNull(row.paidAt),
  }))
}

/** How many plan payments `p` match `where`, and their sum, per state at `now`. */
export async function sumPlanPayments(options: { db: Database; where: SQL; now: Date }) {
  const { db, where, now } = options
  const rows = await queryRows<{ state: PlanCollectionState; payments: number; cents: number }>(
    db,
    sql`select ${stateAt(now)} as state, count(*)::int as payments,
        coalesce(sum(p.amount_cents), 0)::float8 as cents
      ${FROM} where ${where} group by 1`,
  )
  const byState = new Map(rows.map((row) => [row.state, row]))
  /** The payments and cents of the states named, added together. */
  return (...states: PlanCollectionState[]): CountedSum =>
    states.reduce(
      (sum, state) => ({
        payments: sum.payments + Number(byState.get(state)?.payments ?? 0),
        cents: sum.cents + Number(byState.get(state)?.cents ?? 0),
      }),
      { payments: 0, cents: 0 },
    )
}
