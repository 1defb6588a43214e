import type { PriceLineKind } from '@afc/contracts'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { queryRows } from '../db/query-rows.ts'
import { bookingPriceLines, bookings, promoCodeUses } from '../db/schema/index.ts'
import { ledgerPayment } from '../modules/payments/ledger/index.ts'

export type LineRow = {
  kind: PriceLineKind
  label: string
  amountCents: number
  childId?: string
  firstName?: string
  ruleId?: string
  codeId?: string
}

/**
 * Writes what a booking's quote leaves behind, for the screens that only read it: its price lines
 * and total, the use of its code, and the platform's share of a platform code in the ledger.
 * Write the lines while the booking is held, before its checkout, so the family pays their total.
 */
export function priceLineRows(db: Database) {
  return {
    /** The booking's lines in this order, its total their sum, and a use of the code of a line. */
    async quoted(options: { bookingId: string; customerId: string; lines: LineRow[] }) {
      const { bookingId, customerId, lines } = options
      await db.delete(bookingPriceLines).where(eq(bookingPriceLines.bookingId, bookingId))
      await db
        .insert(bookingPriceLines)
        .values(lines.map((line, index) => ({ bookingId, position: index + 1, ...line })))
      const totalAmountCents = lines.reduce((sum, line) => sum + line.amountCents, 0)
      await db.update(bookings).set({ totalAmountCents }).where(eq(bookings.id, bookingId))
      const codeId = lines.find((line) => line.codeId)?.codeId
      if (codeId) await db.insert(promoCodeUses).values({ codeId, bookingId, customerId })
      return totalAmountCents
    },

    /**
     * The family paying the booking's total through the ledger, with the platform's 10% fee, as
     * a completed checkout would; `at` dates the payment's rows.
     */
    async paid(options: { bookingId: string; at?: Date }) {
      const { bookingId, at } = options
      const [booking] = await db
        .select({ totalAmountCents: bookings.totalAmountCents })
        .from(bookings)
        .where(eq(bookings.id, bookingId))
      const amountCents = booking?.totalAmountCents ?? 0
      const platformFeeCents = Math.round(amountCents / 10)
      await db.update(bookings).set({ platformFeeCents }).where(eq(bookings.id, bookingId))
      const money = await ledgerPayment({
        db,
        bookingId,
        amountCents,
        paymentReference: `pi_lines_${bookingId}`,
      })
      if (money) await db.update(bookings).set(money).where(eq(bookings.id, bookingId))
      if (at) {
        await queryRows(
          db,
          sql`update ledger_entries set created_at = ${at.toISOString()}::timestamptz
            where booking_id = ${bookingId} and kind in ('payment', 'platform_fee')`,
        )
      }
      return amountCents
    },

    /** A ledger row of the platform's share of a code: its cost, or what a refund gave back. */
    async platformCode(options: {
      bookingId: string
      amountCents: number
      kind?: 'platform_code' | 'platform_code_refund'
      at?: Date
    }) {
      const { bookingId, amountCents, kind = 'platform_code', at = new Date() } = options
      await queryRows(
        db,
        sql`insert into ledger_entries (booking_id, vendor_id, kind, amount_cents, created_at)
          select b.id, a.vendor_id, ${kind}, ${amountCents}, ${at.toISOString()}::timestamptz
          from bookings b join activities a on a.id = b.activity_id where b.id = ${bookingId}`,
      )
    },
  }
}
