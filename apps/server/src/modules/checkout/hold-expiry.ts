import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import type { JobQueue } from '../../infra/jobs/index.ts'
import type { Outbox } from '../../infra/mail/index.ts'
import { queueWaitlistOffers } from '../bookings/index.ts'
import { type HoldRow, holdExpiredMail, holdFacts } from './checkout-mails.ts'

/** What tidying holds and telling families about them needs. */
export type HoldNotices = {
  db: Database
  jobs: JobQueue
  outbox: Outbox
  publicUrl: string
  holdMinutes: number
}

type Expired = HoldRow & { id: string; sessionId: string; offer: boolean }

/**
 * Marks holds whose time is up as expired (all of them, or one booking's) and tells each
 * family, in one transaction. Their places were already free: this only tidies and notifies.
 * Safe to run twice: a second run finds nothing pending, and the mail key is the booking.
 */
export async function expireLapsedHolds(options: HoldNotices & { bookingId?: string }) {
  const { db, jobs, outbox, publicUrl, holdMinutes, bookingId } = options
  const run = async (tx: Database) => {
    const expired = await queryRows<Expired>(
      tx,
      sql`with expired as (
          update bookings set status = 'expired', payment_status = 'none', updated_at = now()
          where status = 'pending' and hold_expires_at <= now()
            ${bookingId ? sql`and id = ${bookingId}` : sql``}
          returning id, customer_id, activity_id, schedule_id
        )
        select e.id, e.customer_id as "customerId", u.email, up.first_name as "firstName",
          e.schedule_id as "sessionId",
          exists (select 1 from waitlist_entries w where w.booking_id = e.id) as offer,
          a.id as "activityId", a.title as "activityTitle", s.starts_at as "startsAt",
          coalesce(l.time_zone, 'UTC') as "timeZone"
        from expired e
        join activities a on a.id = e.activity_id
        join activity_schedules s on s.id = e.schedule_id
        left join vendor_locations l on l.id = a.location_id
        left join "user" u on u.id = e.customer_id
        left join user_profiles up on up.id = e.customer_id`,
    )
    // Their places go to the sessions' waiting lists, if anyone waits.
    await queueWaitlistOffers({ db: tx, jobs, sessionIds: expired.map((hold) => hold.sessionId) })
    for (const hold of expired) {
      // A waiting-list offer that ran out gets the waiting list's own mail, from its job.
      if (!hold.email || hold.offer) continue
      await outbox.add(tx, {
        ...holdExpiredMail({
          ...holdFacts({ ...hold, email: hold.email }, publicUrl),
          holdMinutes,
        }),
        key: `hold-expired:${hold.id}`,
        topic: 'transactional',
        userId: hold.customerId,
      })
    }
    return expired.length
  }
  return bookingId ? run(db) : db.transaction(run)
}
