import { sql } from 'drizzle-orm'

const sumOf = (kind: string) =>
  sql.raw(`coalesce(sum(l.amount_cents) filter (where l.kind = '${kind}'), 0)`)

/**
 * What a provider earned from ledger rows `l` in a group: families' payments, the platform's fee
 * less what refunds gave back of it, refunds, and the provider's net (payments − refunds − fees).
 * Sums come back as float8, exact in cents far beyond any provider's takings.
 */
export const EARNINGS_COLUMNS = sql`${sumOf('payment')}::float8 as "grossCents",
  (${sumOf('platform_fee')} - ${sumOf('fee_refund')})::float8 as "feeCents",
  ${sumOf('refund')}::float8 as "refundedCents",
  count(*) filter (where l.kind = 'payment')::int as payments`

/** The provider's side of each ledger row `l`: money in is positive, money out negative. */
export const NET_AMOUNT = sql`case when l.kind in ('payment', 'fee_refund') then l.amount_cents
  else -l.amount_cents end`

export type EarningsRow = {
  grossCents: number | string
  feeCents: number | string
  refundedCents: number | string
  payments: number | string
}

export function earningsOf(row: EarningsRow | undefined) {
  const grossCents = Number(row?.grossCents ?? 0)
  const feeCents = Number(row?.feeCents ?? 0)
  const refundedCents = Number(row?.refundedCents ?? 0)
  return {
    grossCents,
    feeCents,
    refundedCents,
    netCents: grossCents - refundedCents - feeCents,
    payments: Number(row?.payments ?? 0),
  }
}
