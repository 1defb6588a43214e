import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { promoCodeUses } from '../../db/schema/index.ts'
import { conflict } from '../../lib/http-problem.ts'
import { takesPlaces } from '../bookings/index.ts'
import { type CodeStanding, codeRefusal, unknownCode } from './code-refusal.ts'
import type { QuoteCode } from './price-quote.ts'
import { storedAmountOff } from './stored-figures.ts'

type LockedCode = {
  id: string
  vendorId: string | null
  kind: QuoteCode['kind']
  code: string
  percent: number | null
  cents: number | null
  active: boolean
  startsOn: string | null
  endsOn: string | null
  totalUses: number | null
  usesPerFamily: number | null
  allActivities: boolean
}

/**
 * Claims one use of the code a family typed for a booking, inside the booking's transaction
 * (ADR 43): the code's row is locked (this provider's code first, then the platform's), its uses
 * and the family's are counted from the rows, and the use is written, or the booking is refused
 * with a sentence saying why. The count is a statement of its own after the lock: under read
 * committed it then sees every use committed by whoever held the lock before, so of families
 * racing for the last use exactly one gets it.
 */
export async function claimCodeUse(options: {
  tx: Database
  typed: string
  vendorId: string
  activityId: string
  bookingId: string
  customerId: string
  /** The day at the venue of the activity booked, 'YYYY-MM-DD'. */
  today: string
  children: number
}): Promise<QuoteCode & { codeId: string }> {
  const { tx, typed, vendorId, activityId, bookingId, customerId, today, children } = options
  const [code] = await queryRows<LockedCode>(
    tx,
    sql`select id, vendor_id as "vendorId", kind, code, percent, cents, active,
          starts_on::text as "startsOn", ends_on::text as "endsOn", total_uses as "totalUses",
          uses_per_family as "usesPerFamily", all_activities as "allActivities"
        from promo_codes where lower(code) = lower(${typed})
        order by case when vendor_id = ${vendorId} then 0 when vendor_id is null then 1 else 2 end
        limit 1
        for no key update`,
  )
  if (!code) throw conflict(unknownCode(typed))
  const [standing] = await queryRows<{
    activityIds: string[] | null
    usesTaken: number
    familyUsesTaken: number
  }>(
    tx,
    sql`select
          (select array_agg(activity_id) from promo_code_activities where code_id = ${code.id})
            as "activityIds",
          count(*)::int as "usesTaken",
          (count(*) filter (where u.customer_id = ${customerId}))::int as "familyUsesTaken"
        from promo_code_uses u join bookings b on b.id = u.booking_id
        where u.code_id = ${code.id} and ${takesPlaces('b')}`,
  )
  const full: CodeStanding = {
    ...code,
    activityIds: code.allActivities ? null : (standing?.activityIds ?? []),
    usesTaken: Number(standing?.usesTaken ?? 0),
    familyUsesTaken: Number(standing?.familyUsesTaken ?? 0),
  }
  const refusal = codeRefusal({ code: full, vendorId, activityId, today, children })
  if (refusal) throw conflict(refusal)
  await tx.insert(promoCodeUses).values({ codeId: code.id, bookingId, customerId })
  return {
    codeId: code.id,
    code: code.code,
    kind: code.kind,
    off: storedAmountOff(code.percent, code.cents),
    paidBy: code.vendorId === null ? 'platform' : 'provider',
  }
}
