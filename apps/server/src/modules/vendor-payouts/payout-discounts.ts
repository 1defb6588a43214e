import {
  describeDiscountRule,
  type PayoutDiscount,
  type PayoutDiscounts,
  type PriceLineKind,
} from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { uuidList } from '../../lib/sql-lists.ts'
import { discountRulesNamed } from '../vendor-pricing/index.ts'
import { DISCOUNT_LINE, ledgerInWindow } from './payout-bookings.ts'
import type { PayoutWindow } from './payout-window.ts'

type DiscountRow = {
  ruleId: string | null
  kind: PriceLineKind
  code: string | null
  paidByPlatform: boolean
  bookings: number
  amountCents: number | string
}

/** What a line is called whose rule is not on record (lines written before rules were kept). */
const UNRECORDED_RULE: Record<PriceLineKind, string> = {
  base: 'Price',
  extra: 'Extra',
  early_bird: 'Early bird',
  siblings: 'Siblings',
  several_bookings: 'Several bookings',
  code: 'Code',
}

/** Said after a rule changed or removed since the bookings it lowered. */
const RETIRED = ' (since changed or removed)'

/** Titles of the provider's activities the rules name, so a rule reads as its screen says it. */
async function activityTitles(db: Database, vendorId: string, ids: string[]) {
  const rows =
    ids.length === 0
      ? []
      : await queryRows<{ id: string; title: string }>(
          db,
          sql`select id, title from activities
            where vendor_id = ${vendorId} and id in (${uuidList(ids)})`,
        )
  return new Map(rows.map((row) => [row.id, row.title]))
}

/**
 * The discounts of the provider's bookings paid in the window, one row per rule and per code:
 * the bookings each lowered and what it took off, from the bookings' current lines. A booking
 * counts when a payment of it moved in the window, so its discount counts once, with its payment.
 */
export async function payoutDiscounts(options: {
  db: Database
  vendorId: string
  window: PayoutWindow
}): Promise<PayoutDiscounts> {
  const { db, vendorId, window } = options
  const rows = await queryRows<DiscountRow>(
    db,
    sql`with paid as (
          select distinct l.booking_id from ledger_entries l
          where ${ledgerInWindow(vendorId, window)} and l.kind = 'payment'
        )
        select pl.rule_id as "ruleId", pl.kind, c.code,
          coalesce(pl.code_id is not null and c.vendor_id is null, false) as "paidByPlatform",
          count(distinct pl.booking_id)::int as bookings,
          (-sum(pl.amount_cents))::float8 as "amountCents"
        from paid
        join booking_price_lines pl on pl.booking_id = paid.booking_id and ${DISCOUNT_LINE}
        left join promo_codes c on c.id = pl.code_id
        group by pl.rule_id, pl.kind, pl.code_id, c.code, c.vendor_id
        having sum(pl.amount_cents) < 0
        order by "amountCents" desc, c.code, pl.kind`,
  )
  const named = await discountRulesNamed({
    db,
    vendorId,
    ruleIds: rows.flatMap((row) => (row.ruleId ? [row.ruleId] : [])),
  })
  const titles = await activityTitles(
    db,
    vendorId,
    named.flatMap(({ rule }) => rule.activityIds ?? []),
  )
  const ruleById = new Map(named.map((entry) => [entry.rule.id, entry]))
  const items = rows.map((row): PayoutDiscount => {
    const rule = row.ruleId ? ruleById.get(row.ruleId) : undefined
    const common = { bookings: Number(row.bookings), amountCents: Number(row.amountCents) }
    if (row.kind === 'code') {
      const label = `Code ${row.code ?? ''}`.trim()
      return { label, source: 'code', paidByPlatform: Boolean(row.paidByPlatform), ...common }
    }
    const label = rule
      ? `${describeDiscountRule(rule.rule, titles)}${rule.retired ? RETIRED : ''}`
      : UNRECORDED_RULE[row.kind]
    return { label, source: 'rule', paidByPlatform: false, ...common }
  })
  const sum = (list: PayoutDiscount[]) => list.reduce((total, item) => total + item.amountCents, 0)
  return {
    items,
    totalCents: sum(items),
    paidByPlatformCents: sum(items.filter((item) => item.paidByPlatform)),
  }
}
