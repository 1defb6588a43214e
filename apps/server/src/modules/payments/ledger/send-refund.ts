import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { queryRows } from '../../../db/query-rows.ts'
import type { PaymentProvider } from '../../../infra/payments/index.ts'

type PendingRefund = {
  id: string
  bookingId: string
  amountCents: number
  reference: string | null
  paymentReference: string | null
  refundedBeforeCents: number
}

type Part = { paymentReference: string; amountCents: number }

/**
 * Which payments a refund goes back to: a plan's booking was paid in several, so its refunds
 * take from the newest payment first (the later payments before a deposit), after what the
 * booking's earlier refunds took. Worked out from the ledger's rows alone, so a retry splits it
 * the same way. A booking paid once gives one part, on that payment.
 */
async function partsOf(db: Database, refund: PendingRefund): Promise<Part[]> {
  const payments = await queryRows<{ reference: string; amountCents: number }>(
    db,
    sql`select reference, amount_cents as "amountCents" from ledger_entries
      where booking_id = ${refund.bookingId} and kind = 'payment' and reference is not null
      order by created_at desc, id`,
  )
  if (payments.length <= 1) {
    const paymentReference = payments[0]?.reference ?? refund.paymentReference
    if (!paymentReference) throw new Error('the refunded booking has no payment reference')
    return [{ paymentReference, amountCents: Number(refund.amountCents) }]
  }
  let skip = Number(refund.refundedBeforeCents)
  let left = Number(refund.amountCents)
  const parts: Part[] = []
  for (const payment of payments) {
    const available = Number(payment.amountCents) - Math.min(skip, Number(payment.amountCents))
    skip = Math.max(0, skip - Number(payment.amountCents))
    const take = Math.min(available, left)
    if (take > 0) parts.push({ paymentReference: payment.reference, amountCents: take })
    left -= take
    if (left === 0) break
  }
  return parts
}

/**
 * Sends a recorded refund to the processor. The ledger row's id (and a part's number) is the
 * processor's idempotency key, so a retry after a crash asks once; a row with its reference is
 * done.
 */
export async function sendRefund(options: {
  db: Database
  payments: PaymentProvider
  ledgerEntryId: string
}) {
  const { db, payments, ledgerEntryId } = options
  const [refund] = await queryRows<PendingRefund>(
    db,
    sql`select e.id, e.booking_id as "bookingId", e.amount_cents as "amountCents", e.reference,
        b.payment_reference as "paymentReference",
        (select coalesce(sum(r.amount_cents), 0)::int from ledger_entries r
          where r.booking_id = e.booking_id and r.kind = 'refund'
            and (r.created_at, r.id) < (e.created_at, e.id)) as "refundedBeforeCents"
      from ledger_entries e join bookings b on b.id = e.booking_id
      where e.id = ${ledgerEntryId} and e.kind = 'refund'`,
  )
  if (!refund || refund.reference) return
  const references: string[] = []
  for (const [part, { paymentReference, amountCents }] of (await partsOf(db, refund)).entries()) {
    const { reference } = await payments.refund({
      paymentReference,
      amountCents,
      ledgerEntryId: refund.id,
      bookingId: refund.bookingId,
      ...(part > 0 ? { part } : {}),
    })
    references.push(reference)
  }
  await queryRows(
    db,
    sql`update ledger_entries set reference = ${references[0] ?? null}
      where id = ${refund.id} and reference is null`,
  )
}
