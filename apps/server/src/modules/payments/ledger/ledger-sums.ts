import { sql } from 'drizzle-orm'

const sumOf = (kind: string) =>
  sql.raw(`coalesce(sum(l.amount_cents) filter (where l.kind = '${kind}'), 0)`)

/**
 * What a provider earned from ledger rows `l` in a group: families' payments and what the
 * platform paid for its codes and credits, the platform's fee less what refunds gave back of it, refunds
 * (and the part of a platform code's cost given back with them), and the provider's net (gross −
 * refunds − fees). A discount taken back moves no money. Sums come back as float8, exact in cents
 * far beyond any provider's takings.
 */
export const EARNINGS_COLUMNS = sql`(${sumOf('payment')} + ${sumOf('platform_code')} + ${sumOf('platform_credit')})::float8 as "grossCents",
  (${sumOf('platform_fee')} - ${sumOf('fee_refund')})::float8 as "feeCents",
  (${sumOf('refund')} + ${sumOf('platform_code_refund')} + ${sumOf('platform_credit_refund')})::float8 as "refundedCents",
  count(*) filter (where l.kind = 'payment')::int as payments`

/**
 * The provider's side of each ledger row `l`: money in (a payment, a fee given back, a platform
 * code's or credit's cost) is positive, money out (a refund, the fee, a platform code's cost given back)
 * negative, and a discount taken back, which moves no money, 0.
 */
export const NET_AMOUNT = sql`case when l.kind in ('payment', 'fee_refund', 'platform_code', 'platform_credit') then l.amount_cents
  when l.kind = 'discount_reversed' then 0
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
