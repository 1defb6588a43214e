import type { Booking, CreditUse } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import { fromJson } from '../../db/query-rows.ts'

type ChoiceRow = {
  id: string
  sessionStartsAt: string | null
  amountCents: number
  chooseBy: string
  chosen: 'refund' | 'credit' | null
}

/** What My Bookings reads of a booking `b` (its provider `v`) about account credit. */
export type CreditRow = {
  creditUses?: CreditUse[] | string
  refundChoices?: ChoiceRow[] | string
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
  (select coalesce(json_agg(json_build_object('id', rc.id, 'sessionStartsAt', cs.starts_at,
      'amountCents', rc.amount_cents, 'chooseBy', rc.choose_by, 'chosen', rc.chosen)
      order by rc.created_at, cs.starts_at nulls last, rc.id), '[]'::json)
    from refund_choices rc left join activity_schedules cs on cs.id = rc.session_id
    where rc.booking_id = b.id) as "refundChoices"`

/** The answer's credit fields, from `CREDIT_COLUMNS`. */
export function creditAnswer(row: CreditRow): Pick<Booking, 'creditUses' | 'refundChoices'> {
  const uses = row.creditUses ? fromJson(row.creditUses) : []
  const choices = row.refundChoices ? fromJson(row.refundChoices) : []
  return {
    creditUses: uses.map((use) => ({ ...use, amountCents: Number(use.amountCents) })),
    refundChoices: choices.map((choice) => ({
      id: choice.id,
      sessionStartsAt: choice.sessionStartsAt && new Date(choice.sessionStartsAt).toISOString(),
      amountCents: Number(choice.amountCents),
      chooseBy: new Date(choice.chooseBy).toISOString(),
      chosen: choice.chosen,
    })),
  }
}
