import type { Database } from '../../db/client.ts'
import type { JobQueue } from '../../infra/jobs/index.ts'
import type { Outbox } from '../../infra/mail/index.ts'
import { expireHolds } from '../bookings/index.ts'

/** What tidying holds and telling families about them needs. */
export type HoldNotices = {
  db: Database
  jobs: JobQueue
  outbox: Outbox
  publicUrl: string
  holdMinutes: number
}

/**
 * Expires the holds whose time is up (all of them, in a transaction of their own, or one
 * booking's, in the caller's) through the bookings module, which tells each family.
 */
export async function expireLapsedHolds(options: HoldNotices & { bookingId?: string }) {
  if (options.bookingId) return expireHolds(options)
  return options.db.transaction((tx) => expireHolds({ ...options, db: tx }))
}
