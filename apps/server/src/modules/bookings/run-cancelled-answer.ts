import type { Booking } from '@afc/contracts'
import type { Database } from '../../db/client.ts'
import { findAlternatives } from './alternatives.ts'

/**
 * Adds, to each booking cancelled because its term or session did not reach its minimum, the
 * places its children can book instead, looked for now. Only those bookings are looked for, so
 * My Bookings stays one statement for every other family.
 */
export async function withAlternatives(options: {
  db: Database
  bookings: Booking[]
  now: Date
}): Promise<Booking[]> {
  const { db, now } = options
  const answered: Booking[] = []
  // One after another: the caller's connection may be a transaction's.
  for (const booking of options.bookings) {
    if (!booking.runCancelled) {
      answered.push(booking)
      continue
    }
    const alternatives = await findAlternatives({ db, bookingId: booking.id, now })
    answered.push({ ...booking, runCancelled: { ...booking.runCancelled, alternatives } })
  }
  return answered
}
