import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { fromJson, queryRows } from '../../db/query-rows.ts'
import { uuidList } from '../../lib/sql-lists.ts'
import { coversSession, termPlace } from './places-taken.ts'
import type { RefundFacts } from './refund-rule.ts'

/** A session a booking covers, with where it stands in its term (`termPlace`). */
export type CoveredSession = { id: string; startsAt: string; place: string; isCancelled: boolean }

/** What the refund rule reads of a booking, and what changing its cover needs besides. */
export type BookingRefundFacts = Omit<RefundFacts, 'sessions'> & {
  id: string
  status: string
  termId: string | null
  sessions: CoveredSession[]
}

type Row = Omit<BookingRefundFacts, 'sessions' | 'extras' | 'lines'> & {
  sessions: CoveredSession[] | string
  extras: RefundFacts['extras'] | string
  listCents: number | string
  priceCents: number | string
}

/**
 * Reads bookings' refund facts from their rows, as they stand in the caller's transaction: what
 * is left to refund, the sessions each covers in order (cancelled ones and make-ups included) and
 * the extras taken.
 */
export async function loadRefundFacts(
  db: Database,
  bookingIds: string[],
): Promise<BookingRefundFacts[]> {
  if (bookingIds.length === 0) return []
  const rows = await queryRows<Row>(
    db,
    sql`select b.id, b.status, b.kind, b.term_id as "termId", t.withdrawal, b.quantity,
        b.term_price_cents as "termPriceCents", b.term_session_count as "termSessionCount",
        b.paid_amount_cents - b.refunded_amount_cents as "refundableCents",
        (select coalesce(json_agg(json_build_object('id', s.id, 'startsAt', s.starts_at,
            'place', ${termPlace('s')}, 'isCancelled', s.is_cancelled) order by s.starts_at), '[]')
          from activity_schedules s
          where (s.id = b.schedule_id or s.term_id = b.term_id) and ${coversSession('b', 's')})
          as sessions,
        (select coalesce(json_agg(json_build_object('unitPriceCents', e.unit_price_cents,
            'pricePer', e.price_per)), '[]')
          from booking_extras e where e.booking_id = b.id) as extras,
        (select coalesce(sum(pl.amount_cents) filter (where pl.kind in ('base', 'extra')), 0)
          from booking_price_lines pl where pl.booking_id = b.id and pl.replaced_at is null)
          as "listCents",
        (select coalesce(sum(pl.amount_cents), 0)
          from booking_price_lines pl where pl.booking_id = b.id and pl.replaced_at is null)
          as "priceCents"
      from bookings b left join terms t on t.id = b.term_id
      where b.id in (${uuidList(bookingIds)})
      order by b.created_at, b.id`,
  )
  return rows.map(({ listCents, priceCents, ...row }) => ({
    ...row,
    lines: { listCents: Number(listCents), priceCents: Number(priceCents) },
    quantity: Number(row.quantity),
    termPriceCents: row.termPriceCents === null ? null : Number(row.termPriceCents),
    termSessionCount: row.termSessionCount === null ? null : Number(row.termSessionCount),
    refundableCents: Number(row.refundableCents),
    sessions: fromJson(row.sessions),
    extras: fromJson(row.extras).map((extra) => ({
      ...extra,
      unitPriceCents: Number(extra.unitPriceCents),
    })),
  }))
}
