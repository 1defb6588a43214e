import {
  type AdminPayment,
  type AdminPaymentKind,
  type AdminPaymentTotals,
  type adminPaymentFilterSchema,
  type adminPaymentListQuerySchema,
  type PaymentStatus,
  PENDING_REFERENCE,
} from '@afc/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../../db/client.ts'
import { queryRows } from '../../../db/query-rows.ts'
import { likePattern } from '../../../lib/like-pattern.ts'
import { batchesAfter, isoString, pageOf, pageOffset } from '../../../lib/pagination.ts'
import { currentLines, readPriceLines } from '../../bookings/index.ts'

type PaymentFilter = z.output<typeof adminPaymentFilterSchema>

type MovementRow = {
  id: string
  kind: AdminPaymentKind
  createdAt: string
  amountCents: number
  feeCents: number
  bookingId: string
  bookingPaymentStatus: PaymentStatus
  leftToRefundCents: number
  activityId: string
  activityTitle: string
  vendorId: string
  businessName: string
  familyEmail: string | null
  reference: string | null
  reason: string | null
  adminEmail: string | null
  priceLines: AdminPayment['priceLines'] | string
}

const DAY_MS = 86_400_000
const MOVEMENTS = sql`e.kind in ('payment', 'refund')`
const PLATFORM_CODES = sql`e.kind in ('platform_code', 'platform_code_refund')`

/**
 * The filters as conditions on the ledger rows `e` of `kinds` and their booking `b` and family
 * `u`; the kind filter picks among payments and refunds only.
 */
function conditionsOf(filter: PaymentFilter, kinds = MOVEMENTS): SQL {
  const conditions = [kinds]
  if (filter.kind && kinds === MOVEMENTS) conditions.push(sql`e.kind = ${filter.kind}`)
  if (filter.from) conditions.push(sql`e.created_at >= ${`${filter.from}T00:00:00Z`}::timestamptz`)
  if (filter.to) {
    const dayAfter = new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS).toISOString()
    conditions.push(sql`e.created_at < ${dayAfter}::timestamptz`)
  }
  if (filter.provider) conditions.push(sql`e.vendor_id = ${filter.provider}`)
  if (filter.q) {
    const pattern = likePattern(filter.q)
    conditions.push(
      sql`(u.email ilike ${pattern} or b.id::text ilike ${pattern} or e.reference ilike ${pattern})`,
    )
  }
  return sql.join(conditions, sql` and `)
}

/**
 * Payments and refunds with the platform fee folded in. A payment's fee row carries the same
 * reference; a refund's fee share is written by the same transaction (the ledger locks the
 * booking for both), so it has the same `created_at`, the transaction's time.
 */
function movementsWhere(filter: PaymentFilter) {
  return sql`select e.id, e.kind, e.created_at::text as "createdAt", e.amount_cents as "amountCents",
      coalesce((select sum(f.amount_cents) from ledger_entries f
        where f.booking_id = e.booking_id and (
          (e.kind = 'payment' and f.kind = 'platform_fee' and f.reference = e.reference)
          or (e.kind = 'refund' and f.kind = 'fee_refund' and f.created_at = e.created_at))
      ), 0)::int as "feeCents",
      b.id as "bookingId", b.payment_status as "bookingPaymentStatus",
      (b.paid_amount_cents - b.refunded_amount_cents) as "leftToRefundCents",
      a.id as "activityId", a.title as "activityTitle", v.id as "vendorId",
      v.business_name as "businessName", u.email as "familyEmail", e.reference, e.reason,
      admin.email as "adminEmail", ${currentLines(sql`b.id`)} as "priceLines"
    from ledger_entries e
    join bookings b on b.id = e.booking_id
    join activities a on a.id = b.activity_id
    join vendors v on v.id = e.vendor_id
    left join "user" u on u.id = b.customer_id
    left join "user" admin on admin.id = e.created_by
    where ${conditionsOf(filter)}`
}

const toPayment = (row: MovementRow): AdminPayment => ({
  id: row.id,
  kind: row.kind,
  createdAt: isoString(row.createdAt),
  amountCents: Number(row.amountCents),
  feeCents: Number(row.feeCents),
  bookingId: row.bookingId,
  bookingPaymentStatus: row.bookingPaymentStatus,
  leftToRefundCents: Number(row.leftToRefundCents),
  activity: { id: row.activityId, title: row.activityTitle },
  provider: { id: row.vendorId, businessName: row.businessName },
  familyEmail: row.familyEmail,
  reference: row.reference ?? PENDING_REFERENCE,
  reason: row.reason,
  adminEmail: row.adminEmail,
  priceLines: readPriceLines(row.priceLines),
})

type TotalsRow = {
  [Name in Exclude<keyof AdminPaymentTotals, 'platformCodesCents'> | 'total']: number | string
}

/** The platform's cost of its codes in the filters' range: its share paid, less refunds of it. */
async function platformCodesCost(db: Database, filter: PaymentFilter) {
  const [row] = await queryRows<{ cents: number | string }>(
    db,
    sql`select coalesce(sum(case e.kind when 'platform_code' then e.amount_cents
        else -e.amount_cents end), 0)::float8 as cents
      from ledger_entries e
      join bookings b on b.id = e.booking_id
      left join "user" u on u.id = b.customer_id
      where ${conditionsOf(filter, PLATFORM_CODES)}`,
  )
  return Number(row?.cents ?? 0)
}

/** Sums of every matching movement: float8, exact in cents far beyond the platform's takings. */
async function totalsOf(db: Database, filter: PaymentFilter) {
  const [[row], platformCodesCents] = await Promise.all([
    queryRows<TotalsRow>(
      db,
      sql`select count(*)::int as total,
        coalesce(sum("amountCents") filter (where kind = 'payment'), 0)::float8 as "grossCents",
        coalesce(sum("amountCents") filter (where kind = 'refund'), 0)::float8 as "refundsCents",
        coalesce(sum(case when kind = 'payment' then "feeCents" else -"feeCents" end), 0)::float8
          as "feesCents"
      from (${movementsWhere(filter)}) m`,
    ),
    platformCodesCost(db, filter),
  ])
  const grossCents = Number(row?.grossCents ?? 0)
  const refundsCents = Number(row?.refundsCents ?? 0)
  const feesCents = Number(row?.feesCents ?? 0)
  const totals: AdminPaymentTotals = {
    grossCents,
    refundsCents,
    feesCents,
    providerNetCents: grossCents - refundsCents - feesCents + platformCodesCents,
    platformCodesCents,
  }
  return { total: Number(row?.total ?? 0), totals }
}

/** Providers with any money movement, by name, for the list's provider filter. */
async function providersWithMovements(db: Database) {
  return queryRows<{ id: string; businessName: string }>(
    db,
    sql`select v.id, v.business_name as "businessName" from vendors v
      where exists (select 1 from ledger_entries e where e.vendor_id = v.id)
      order by v.business_name, v.id`,
  )
}

export async function listAdminPayments(options: {
  db: Database
  query: z.output<typeof adminPaymentListQuerySchema>
}) {
  const { db, query } = options
  const [rows, { total, totals }, providers] = await Promise.all([
    queryRows<MovementRow>(
      db,
      sql`${movementsWhere(query)} order by e.created_at desc, e.id desc
        limit ${query.limit} offset ${pageOffset(query)}`,
    ),
    totalsOf(db, query),
    providersWithMovements(db),
  ])
  return { ...pageOf({ items: rows.map(toPayment), total, query }), totals, providers }
}

/** Every matching movement, newest first, in batches: the export is the whole filtered ledger. */
export async function* allAdminPayments(options: {
  db: Database
  filter: PaymentFilter
  batchSize?: number
}): AsyncGenerator<AdminPayment[]> {
  const { db, filter, batchSize = 1000 } = options
  const batches = batchesAfter<MovementRow>({
    size: batchSize,
    read: (after, size) =>
      queryRows(
        db,
        sql`${movementsWhere(filter)}
          ${after ? sql`and (e.created_at, e.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
          order by e.created_at desc, e.id desc limit ${size}`,
      ),
  })
  for await (const rows of batches) yield rows.map(toPayment)
}
