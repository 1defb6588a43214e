import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { queryRows } from '../../../db/query-rows.ts'

/**
 * Instead of refunding a booking the provider cancelled, offers the family the choice between a
 * refund to the card and a credit with the provider, in the cancelling transaction: nothing moves
 * until the family chooses, and an unmade choice is a refund once the platform's days to choose
 * have passed. Once per booking; answers whether an offer was written.
 */
export async function ledgerOfferChoice(options: {
  db: Database
  bookingId: string
  amountCents: number
  reason: string
  now: Date
}) {
  const { db, bookingId, amountCents, reason, now } = options
  if (amountCents <= 0) return false
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into refund_choices (booking_id, amount_cents, reason, choose_by, created_at)
      values (${bookingId}, ${amountCents}, ${reason},
        ${now.toISOString()}::timestamptz + make_interval(days => (select credit_choice_days
          from platform_settings where id = 1)),
        ${now.toISOString()}::timestamptz)
      on conflict do nothing returning id`,
  )
  return rows.length > 0
}
