import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { uuidList } from '../../lib/sql-lists.ts'
import { localMomentIn } from './local-moment.ts'
import type { QuoteRules } from './price-quote.ts'
import { storedAmountOff, storedEarlyBirdPrice } from './stored-figures.ts'

type RuleRow = {
  id: string
  kind: 'siblings' | 'several_bookings' | 'early_bird'
  secondChildPercent: number | null
  secondChildCents: number | null
  laterChildrenPercent: number | null
  laterChildrenCents: number | null
  percent: number | null
  fromBookings: number | null
  earlyPriceCents: number | null
  earlyUntil: string | null
  timeZone: string
}

/** What the quote reads of a rule `r`, with the zone of the venue `l` of the activity booked. */
const RULE_COLUMNS = sql`r.kind, r.second_child_percent as "secondChildPercent",
  r.second_child_cents as "secondChildCents", r.later_children_percent as "laterChildrenPercent",
  r.later_children_cents as "laterChildrenCents", r.percent, r.from_bookings as "fromBookings",
  r.early_price_cents as "earlyPriceCents", r.early_until::text as "earlyUntil",
  coalesce(l.time_zone, 'UTC') as "timeZone"`

/**
 * The provider's rules that apply to an activity: those for all its activities and those chosen
 * for it, an early bird's end read on the clock of the activity's venue.
 */
export async function quoteRulesFor(options: {
  db: Database
  activityId: string
}): Promise<QuoteRules> {
  const { db, activityId } = options
  const rows = await queryRows<RuleRow>(
    db,
    sql`select r.id, ${RULE_COLUMNS}
        from activities a
        join discount_rules r on r.vendor_id = a.vendor_id
        left join vendor_locations l on l.id = a.location_id
        where a.id = ${activityId} and r.retired_at is null
          and (r.all_activities or exists (select 1 from discount_rule_activities ra
                where ra.rule_id = r.id and ra.activity_id = a.id))`,
  )
  return quoteRulesOf(rows)
}

/**
 * The rules of these ids, an early bird's end read on the clock of the venue of `activityId`:
 * those a booking's lines name, to price it again when children leave it. A rule is never
 * rewritten (a change or a removal retires it), so these are the rules as they were booked.
 */
export async function quoteRulesNamed(options: {
  db: Database
  activityId: string
  ruleIds: string[]
}): Promise<QuoteRules> {
  const { db, activityId, ruleIds } = options
  if (ruleIds.length === 0) return quoteRulesOf([])
  const rows = await queryRows<RuleRow>(
    db,
    sql`select r.id, ${RULE_COLUMNS}
        from activities a
        join discount_rules r on r.vendor_id = a.vendor_id
        left join vendor_locations l on l.id = a.location_id
        where a.id = ${activityId} and r.id in (${uuidList(ruleIds)})`,
  )
  return quoteRulesOf(rows)
}

function quoteRulesOf(rows: RuleRow[]): QuoteRules {
  const rules: QuoteRules = { earlyBirds: [], siblings: [], severalBookings: [] }
  for (const row of rows) {
    if (row.kind === 'siblings') {
      rules.siblings.push({
        secondChild: storedAmountOff(row.secondChildPercent, row.secondChildCents),
        laterChildren: storedAmountOff(row.laterChildrenPercent, row.laterChildrenCents),
        ruleId: row.id,
      })
    } else if (row.kind === 'several_bookings') {
      rules.severalBookings.push({
        percent: row.percent ?? 0,
        fromBookings: row.fromBookings ?? 0,
        ruleId: row.id,
      })
    } else {
      rules.earlyBirds.push({
        price: storedEarlyBirdPrice(row.percent, row.earlyPriceCents),
        endsAt: localMomentIn(row.earlyUntil ?? '', row.timeZone),
        ruleId: row.id,
      })
    }
  }
  return rules
}
