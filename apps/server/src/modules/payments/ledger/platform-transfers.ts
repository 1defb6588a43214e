import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { queryRows } from '../../../db/query-rows.ts'
import type { PaymentProvider } from '../../../infra/payments/index.ts'

export const SEND_PLATFORM_TRANSFERS_JOB = 'send-platform-transfers'

/** How many rows one run sends; the next run takes the rest. */
const BATCH = 50

/** What the platform pays a provider for, each with the kind of row that gives some back. */
const PAID = { platform_code: 'platform_code_refund', platform_credit: 'platform_credit_refund' }
type Paid = keyof typeof PAID
type Returned = (typeof PAID)[Paid]
const paidFor = (returned: Returned) =>
  (Object.keys(PAID) as Paid[]).find((paid) => PAID[paid] === returned) ?? 'platform_code'

type Unsent = {
  id: string
  bookingId: string
  kind: Paid | Returned
  amountCents: number
  accountId: string
  /** A return's transfer to take back from: the booking's transfer of its kind, once made. */
  transferReference: string | null
}

/**
 * Sends the processor what the ledger says the platform owes providers for its codes and the
 * platform credit families spent: a transfer for each `platform_code` or `platform_credit` row, a
 * reversal of it for each `platform_code_refund` or `platform_credit_refund`, oldest first. Each row's id is its idempotency key and its answer is kept in `platform_transfers`, so
 * a run that crashes, or two at once, ask once per row. Rows wait while the provider's account is
 * not connected, and a return waits for its transfer. Answers how many were sent.
 */
export async function sendPlatformTransfers(options: {
  db: Database
  payments: PaymentProvider
}): Promise<number> {
  const { db, payments } = options
  const unsent = await queryRows<Unsent>(
    db,
    sql`select e.id, e.booking_id as "bookingId", e.kind, e.amount_cents as "amountCents",
        v.payment_account_id as "accountId",
        (select t.reference from ledger_entries c
          join platform_transfers t on t.ledger_entry_id = c.id
          where c.booking_id = e.booking_id
            and c.kind = case e.kind when 'platform_code_refund' then 'platform_code'
              else 'platform_credit' end) as "transferReference"
      from ledger_entries e
      join vendors v on v.id = e.vendor_id
      where e.kind in ('platform_code', 'platform_code_refund', 'platform_credit',
          'platform_credit_refund')
        and v.payment_account_status = 'connected' and v.payment_account_id is not null
        and not exists (select 1 from platform_transfers t where t.ledger_entry_id = e.id)
      order by e.created_at, e.id
      limit ${BATCH}`,
  )
  /** Transfers made by this run, by booking and kind: a return may follow its transfer at once. */
  const madeNow = new Map<string, string>()
  const made = (bookingId: string, kind: Paid) => `${bookingId} ${kind}`
  const failed: string[] = []
  let sent = 0
  for (const row of unsent) {
    try {
      const paid = row.kind in PAID ? null : paidFor(row.kind as Returned)
      const reference = await send(payments, row, paid && madeNow.get(made(row.bookingId, paid)))
      if (!reference) continue
      await queryRows(
        db,
        sql`insert into platform_transfers (ledger_entry_id, reference)
          values (${row.id}, ${reference}) on conflict do nothing`,
      )
      if (row.kind in PAID) madeNow.set(made(row.bookingId, row.kind as Paid), reference)
      sent += 1
    } catch (error) {
      // One row the processor refuses must not hold back the others behind it.
      failed.push(`${row.id}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  if (failed.length > 0) {
    throw new Error(`${failed.length} platform transfers failed (${failed.join('; ')})`)
  }
  return sent
}

/** The processor's reference for one row, or null for a return whose transfer is not made yet. */
async function send(
  payments: PaymentProvider,
  row: Unsent,
  transferMadeNow: string | null | undefined,
) {
  if (row.kind in PAID) {
    const { reference } = await payments.transfer({
      amountCents: Number(row.amountCents),
      connectedAccountId: row.accountId,
      ledgerEntryId: row.id,
      bookingId: row.bookingId,
    })
    return reference
  }
  const transferReference = row.transferReference ?? transferMadeNow
  if (!transferReference) return null
  const { reference } = await payments.reverseTransfer({
    transferReference,
    amountCents: Number(row.amountCents),
    ledgerEntryId: row.id,
  })
  return reference
}
