import { type EarlyBirdPrice, formatRevenue } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { unprocessable } from '../../lib/http-problem.ts'
import { uuidList } from '../../lib/sql-lists.ts'
import { formatInZone } from '../../lib/zoned-time.ts'
import { localMomentIn } from '../pricing/index.ts'

type NextTerm = {
  name: string
  title: string
  priceCents: number
  startsAt: Date | string
  timeZone: string
}

/**
 * Refuses an early bird that would end after the start of the next term of an activity it
 * applies to, or whose lower price is not below that term's price (ADR 43): each with a sentence
 * naming the term. A term not yet begun is the one an early bird fills.
 */
export async function assertEarlyBirdFits(options: {
  db: Database
  vendorId: string
  activityIds: string[] | null
  until: string
  price: EarlyBirdPrice
}) {
  const { db, vendorId, activityIds, until, price } = options
  const scope = activityIds === null ? sql`` : sql`and a.id in (${uuidList(activityIds)})`
  const nextTerms = await queryRows<NextTerm>(
    db,
    sql`select distinct on (t.activity_id) t.name, a.title, t.price_cents as "priceCents",
          first.starts_at as "startsAt", coalesce(l.time_zone, 'UTC') as "timeZone"
        from terms t
        join activities a on a.id = t.activity_id
        left join vendor_locations l on l.id = a.location_id
        join lateral (
          select min(s.starts_at) as starts_at from activity_schedules s
          where s.term_id = t.id and not s.is_cancelled
        ) first on true
        where a.vendor_id = ${vendorId} and a.deleted_at is null and t.cancelled_at is null
          and first.starts_at > now() ${scope}
        order by t.activity_id, first.starts_at`,
  )
  for (const term of nextTerms) {
    const startsAt = new Date(term.startsAt)
    if (localMomentIn(until, term.timeZone) > startsAt) {
      const starts = formatInZone(startsAt, term.timeZone)
      const detail = `The early bird must end before ${term.name} of ${term.title} starts (${starts}).`
      throw unprocessable(detail, { until: [detail] })
    }
    if (price.unit === 'price' && price.cents >= term.priceCents) {
      const detail = `The early-bird price must be below ${term.name}'s price of ${formatRevenue(term.priceCents)}.`
      throw unprocessable(detail, { 'price.cents': [detail] })
    }
  }
}
