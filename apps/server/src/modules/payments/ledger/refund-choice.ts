import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { queryRows } from '../../../db/query-rows.ts'

/**
 * Instead of refunding a booking the provider cancelled, offers the family the choice between a
 * refund to the card and a credit with the provider, in the cancelling transaction: nothing moves
 * until the family chooses, and an unmade choice is a refund once the platform's days to choose
 * have passed. Once per booking and cancelled session (`sessionId`, for a term enrolment's share
 * of one session; none for the whole booking); answers until when the family may choose, or null
 * when nothing was offered.
 */
export async function ledgerOfferChoice(options: {
  db: Database
  bookingId: string
  amountCents: number
  reason: string
  sessionId?: string | null
  now: Date
}): Promise<Date | null> {
  const { db, bookingId, amountCents, reason, sessionId = null, now } = options
  if (amountCents <= 0) return null
  const rows = await queryRows<{ chooseBy: Date | string }>(
    db,
    sql`insert into refund_choices
        (booking_id, session_id, amount_cents, reason, choose_by, created_at)
      values (${bookingId}, ${sessionId}, ${amountCents}, ${reason},
        ${now.toISOString()}::timestamptz + make_interval(days => (select credit_choice_days
          from platform_settings where id = 1)),
        ${now.toISOString()}::timestamptz)
      on conflict do nothing returning choose_by as "chooseBy"`,
  )
  return rows[0] ? new Date(rows[0].chooseBy) : null
}
