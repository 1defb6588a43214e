import { sql } from 'drizzle-orm'

/** A booking holds places while it is pending or confirmed: both statuses are active. */
export const ACTIVE_BOOKING_STATUSES = sql.raw(`('pending', 'confirmed')`)
