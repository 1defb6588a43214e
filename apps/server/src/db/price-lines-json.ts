import type { PriceLine } from '@afc/contracts'
import { type SQL, sql } from 'drizzle-orm'
import { fromJson } from './query-rows.ts'

/**
 * The current lines of the booking whose id is `bookingId` (lines replaced when children were
 * taken off are left out), in the quote's order, as a JSON array of price lines: what every
 * screen and report of a booking's money reads (ADR 43).
 */
export const priceLinesJson = (bookingId: SQL) =>
  sql`(select coalesce(json_agg(json_strip_nulls(json_build_object('kind', pl.kind,
      'label', pl.label, 'amountCents', pl.amount_cents, 'childId', pl.child_id,
      'firstName', pl.first_name)) order by pl.position), '[]'::json)
    from booking_price_lines pl where pl.booking_id = ${bookingId} and pl.replaced_at is null)`

/** The lines as read by `priceLinesJson`: PGlite answers JSON as text, node-postgres parsed. */
export const readPriceLines = (value: PriceLine[] | string): PriceLine[] => fromJson(value)
