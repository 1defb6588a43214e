import type { Booking, CreditUse } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import { fromJson } from '../../db/query-rows.ts'

type ChoiceRow = {
  id: string
  amountCents: number
  chooseBy: string
  chosen: 'refund' | 'credit' | null
}

/** What My Bookings reads of a booking `b` (its provider `v`) about account credit. */
export type CreditRow = {
  creditUses?: CreditUse[] | string
  refundChoice?: ChoiceRow | string | null
}

/**
 * The credit spent on the booking `b`, the provider's then the platform's, and the refund or
 * credit its family may choose when the provider cancelled it.
 */
export const CREDIT_COLUMNS = sql`(select coalesce(json_agg(json_build_object(
      'providerName', u.name, 'amountCents', u.cents) order by u.name is null), '[]'::json)
    from (select case when sp.vendor_id is null then null else v.business_name end as name,
        sum(sp.amount_cents)::int as cents
      from account_credits sp where sp.booking_id = b.id and sp.kind = 'spent'
      group by 1) u) as "creditUses",
  (select json_build_object('id', rc.id, 'amountCents', rc.amount_cents,
      'chooseBy', rc.choose_by, 'chosen', rc.chosen)
    from refund_choices rc where rc.booking_id = b.id) as "refundChoice"`

/** The answer's credit fields, from `CREDIT_COLUMNS`. */
export function creditAnswer(row: CreditRow): Pick<Booking, 'creditUses' | 'refundChoice'> {
  const uses = row.creditUses ? fromJson(row.creditUses) : []
  const choice = row.refundChoice ? fromJson(row.refundChoice) : null
  return {
    creditUses: uses.map((use) => ({ ...use, amountCents: Number(use.amountCents) })),
    refundChoice: choice && {
      id: choice.id,
      amountCents: Number(choice.amountCents),
      chooseBy: new Date(choice.chooseBy).toISOString(),
      chosen: choice.chosen,
    },
  }
}
