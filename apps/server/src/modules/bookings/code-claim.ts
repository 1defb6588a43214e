import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { promoCodeUses } from '../../db/schema/index.ts'
import { conflict } from '../../lib/http-problem.ts'
import {
  type CodeStanding,
  codeRefusal,
  type QuoteCode,
  storedAmountOff,
  unknownCode,
} from '../pricing/index.ts'
import { takesPlaces } from './places-taken.ts'

type CodeRow = {
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

/** What a family typed, matched to a code, and whether it may lower this booking. */
type CodeAsked = {
  typed: string
  vendorId: string
  activityId: string
  customerId: string
  /** The day at the venue of the activity booked, 'YYYY-MM-DD'. */
  today: string
  children: number
}

/** A code as the quote applies it, with its row's id. */
export type ClaimedCode = QuoteCode & { codeId: string }

const quoteCodeOf = (code: CodeRow): ClaimedCode => ({
  codeId: code.id,
  code: code.code,
  kind: code.kind,
  off: storedAmountOff(code.percent, code.cents),
  paidBy: code.vendorId === null ? 'platform' : 'provider',
})

/**
 * The code typed, matched without case (this provider's code first, then the platform's), locked
 * when `lock` (`for no key update`), then its uses and the family's counted from the rows in a
 * statement of its own: under read committed that count, taken after the lock, sees every use
 * committed by whoever held the lock before. Null when no code has that name.
 */
async function readCode(db: Database, asked: CodeAsked, lock: boolean) {
  const { typed, vendorId, activityId, customerId, today, children } = asked
  const [code] = await queryRows<CodeRow>(
    db,
    sql`select id, vendor_id as "vendorId", kind, code, percent, cents, active,
          starts_on::text as "startsOn", ends_on::text as "endsOn", total_uses as "totalUses",
          uses_per_family as "usesPerFamily", all_activities as "allActivities"
        from promo_codes where lower(code) = lower(${typed})
        order by case when vendor_id = ${vendorId} then 0 when vendor_id is null then 1 else 2 end
        limit 1
        ${lock ? sql`for no key update` : sql``}`,
  )
  if (!code) return null
  const [standing] = await queryRows<{
    activityIds: string[] | null
    usesTaken: number
    familyUsesTaken: number
  }>(
    db,
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
  return { code, refusal: codeRefusal({ code: full, vendorId, activityId, today, children }) }
}

/**
 * Claims one use of the code a family typed for a booking, inside the booking's transaction,
 * once the booking's row exists (ADR 43): the code's row is locked, its uses counted and the use
 * written, or the booking is refused with a sentence saying why. Of families racing for the last
 * use, exactly one gets it.
 */
export async function claimCodeUse(
  options: CodeAsked & { tx: Database; bookingId: string },
): Promise<ClaimedCode> {
  const { tx, bookingId, customerId } = options
  const read = await readCode(tx, options, true)
  if (!read) throw conflict(unknownCode(options.typed))
  if (read.refusal) throw conflict(read.refusal)
  await tx.insert(promoCodeUses).values({ codeId: read.code.id, bookingId, customerId })
  return quoteCodeOf(read.code)
}

/**
 * The code a family typed as a quote preview reads it, with nothing locked or written: the code
 * when it may lower the booking now, else the sentence saying why.
 */
export async function previewCode(
  options: CodeAsked & { db: Database },
): Promise<{ code: ClaimedCode | null; refusal: string | null }> {
  const read = await readCode(options.db, options, false)
  if (!read) return { code: null, refusal: unknownCode(options.typed) }
  if (read.refusal) return { code: null, refusal: read.refusal }
  return { code: quoteCodeOf(read.code), refusal: null }
}

/** The code a booking was made with, as its row stands (a used code cannot be deleted). */
export async function bookingCode(db: Database, bookingId: string): Promise<ClaimedCode | null> {
  const [code] = await queryRows<CodeRow>(
    db,
    sql`select c.id, c.vendor_id as "vendorId", c.kind, c.code, c.percent, c.cents, c.active,
          c.starts_on::text as "startsOn", c.ends_on::text as "endsOn",
          c.total_uses as "totalUses", c.uses_per_family as "usesPerFamily",
          c.all_activities as "allActivities"
        from promo_code_uses u join promo_codes c on c.id = u.code_id
        where u.booking_id = ${bookingId}`,
  )
  return code ? quoteCodeOf(code) : null
}
