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
}

/**
 * Sends a recorded refund to the processor. The ledger row's id is the processor's idempotency
 * key, so a retry after a crash asks once; a row with its reference is done.
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
        b.payment_reference as "paymentReference"
      from ledger_entries e join bookings b on b.id = e.booking_id
      where e.id = ${ledgerEntryId} and e.kind = 'refund'`,
  )
  if (!refund || refund.reference) return
  if (!refund.paymentReference) throw new Error('the refunded booking has no payment reference')
  const { reference } = await payments.refund({
    paymentReference: refund.paymentReference,
    amountCents: Number(refund.amountCents),
    ledgerEntryId: refund.id,
    bookingId: refund.bookingId,
  })
  await queryRows(
    db,
    sql`update ledger_entries set reference = ${reference}
      where id = ${refund.id} and reference is null`,
  )
}
