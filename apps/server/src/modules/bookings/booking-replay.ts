import { createHash } from 'node:crypto'
import type { BookingRequest } from '@afc/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { bookings } from '../../db/schema/index.ts'
import { notFound, unprocessable } from '../../lib/http-problem.ts'
import { selectCustomerBookings } from './booking-queries.ts'

// A booking retried under its Idempotency-Key: the same request gets the first booking back.

export const IDEMPOTENCY_MISMATCH =
  'This Idempotency-Key was already used for a different booking. Use a new key for a new booking.'

/** What makes two booking requests the same, whatever order their children come in. */
export const fingerprint = (input: BookingRequest) =>
  createHash('sha256')
    .update(
      JSON.stringify({
        sessionId: input.sessionId,
        childIds: [...input.childIds].sort(),
        ...(input.kind ? { kind: input.kind } : {}),
        ...(input.extras?.length
          ? { extras: input.extras.map((e) => `${e.childId}:${e.extraId}`).sort() }
          : {}),
        ...(input.code ? { code: input.code.toLowerCase() } : {}),
      }),
    )
    .digest('base64url')

/** The family's booking made under this key, if any. */
export async function findByKey(db: Database, customerId: string, key: string) {
  const [row] = await db
    .select({ id: bookings.id, requestHash: bookings.requestHash })
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), eq(bookings.idempotencyKey, key)))
  return row
}

/** The first booking again, or the refusal of a key reused for another request. */
export async function replay(
  db: Database,
  customerId: string,
  existing: { id: string; requestHash: string | null },
  hash: string,
) {
  if (existing.requestHash !== hash) throw unprocessable(IDEMPOTENCY_MISMATCH)
  const [booking] = await selectCustomerBookings({
    db,
    customerId,
    where: sql`b.id = ${existing.id}`,
  })
  if (!booking) throw notFound('Booking not found')
  return { booking, replayed: true }
}
