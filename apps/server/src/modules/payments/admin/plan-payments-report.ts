import type { AdminPlanPayments, AdminPlanView } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { queryRows } from '../../../db/query-rows.ts'
import { pageOf, pageOffset } from '../../../lib/pagination.ts'
import {
  NOT_COLLECTED,
  RECOVERED,
  readPlanPayments,
  sumPlanPayments,
} from '../plans/plan-collection.ts'

/** Which payments each view lists, and in which order: the soonest due, the latest paid. */
const VIEWS = {
  upcoming: { where: sql`${NOT_COLLECTED} and p.status = 'scheduled'`, order: sql`p.due_at, p.id` },
  failed: {
    where: sql`${NOT_COLLECTED} and p.status in ('failed', 'requires_action')`,
    order: sql`p.next_attempt_at nulls last, p.due_at, p.id`,
  },
  recovered: { where: RECOVERED, order: sql`p.paid_at desc, p.id` },
} satisfies Record<AdminPlanView, unknown>

/**
 * Plan payments across providers: one view a page at a time, and the totals of every view from
 * the rows. What plans collected is summed twice, from the plan's paid rows and from the
 * ledger's payments of the same bookings, so a drift between the two shows.
 */
export async function adminPlanPayments(options: {
  db: Database
  query: { view: AdminPlanView; page: number; limit: number }
  now?: Date
}): Promise<AdminPlanPayments> {
  const { db, query, now = new Date() } = options
  const view = VIEWS[query.view]
  const [items, sums, [ledger]] = await Promise.all([
    readPlanPayments({
      db,
      where: view.where,
      order: view.order,
      limit: query.limit,
      offset: pageOffset(query),
      now,
    }),
    sumPlanPayments({
      db,
      where: sql`(${NOT_COLLECTED} or p.status = 'paid')`,
      now,
    }),
    queryRows<{ cents: number }>(
      db,
      sql`select coalesce(sum(l.amount_cents), 0)::float8 as cents from ledger_entries l
        where l.kind = 'payment' and l.booking_id in (select booking_id from booking_plans)`,
    ),
  ])
  const totals = {
    upcoming: sums('due', 'upcoming'),
    failed: sums('retrying', 'waiting_for_family'),
    recovered: sums('recovered'),
    collected: sums('paid', 'recovered'),
    ledgerCents: Number(ledger?.cents ?? 0),
  }
  const shown = { upcoming: totals.upcoming, failed: totals.failed, recovered: totals.recovered }
  return {
    view: query.view,
    ...pageOf({ items, total: shown[query.view].payments, query }),
    totals,
  }
}
