import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { queryRows } from '../../../db/query-rows.ts'
import { uuidList } from '../../../lib/sql-lists.ts'

/**
 * A ledger row of a booking's discounts (ADR 43), in the caller's transaction: the platform's
 * cost of its code (`platform_code`, written once per booking, its reference the booking), a
 * part of it given back (`platform_code_refund`), or the discount a partial cancellation took
 * back (`discount_reversed`, which moves no money), or what the platform pays for its credit
 * spent on the booking (`platform_credit`, once per booking). Nothing for an amount of 0.
 */
export async function ledgerDiscountEntry(options: {
  db: Database
  bookingId: string
  kind: 'platform_code' | 'platform_code_refund' | 'discount_reversed' | 'platform_credit'
  amountCents: number
  reason?: string
}) {
  const { db, bookingId, kind, amountCents, reason } = options
  if (amountCents <= 0) return
  await queryRows(
    db,
    sql`insert into ledger_entries (booking_id, vendor_id, kind, amount_cents, reference, reason)
      select b.id, a.vendor_id, ${kind}, ${amountCents},
        ${kind === 'platform_code' || kind === 'platform_credit' ? bookingId : null}, ${reason ?? null}
      from bookings b join activities a on a.id = b.activity_id
      where b.id = ${bookingId}
      on conflict do nothing`,
  )
}

/**
 * Gives back all that is left of what the platform paid for its code and its credit on these
 * bookings, which ended (with a full refund, and their credit back to the family): one
 * `platform_code_refund` and one `platform_credit_refund` for each booking that has any left.
 */
export async function ledgerReturnPlatformCodes(options: {
  db: Database
  bookingIds: string[]
  reason: string
}) {
  const { db, bookingIds, reason } = options
  if (bookingIds.length === 0) return
  for (const paid of ['platform_code', 'platform_credit']) {
    const back = `${paid}_refund`
    const left = sql`sum(case when e.kind = ${paid} then e.amount_cents else -e.amount_cents end)`
    await queryRows(
      db,
      sql`insert into ledger_entries (booking_id, vendor_id, kind, amount_cents, reason)
        select e.booking_id, e.vendor_id, ${back}, ${left}, ${reason}
        from ledger_entries e
        where e.booking_id in (${uuidList(bookingIds)}) and e.kind in (${paid}, ${back})
        group by e.booking_id, e.vendor_id
        having ${left} > 0`,
    )
  }
}
