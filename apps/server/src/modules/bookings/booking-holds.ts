import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import type { JobQueue } from '../../infra/jobs/index.ts'
import type { Notices } from '../../infra/mail/index.ts'
import { recordPlatformCode } from './booking-money.ts'
import { queueBookingConfirmation } from './booking-notices.ts'
import { queueWaitlistOffers } from './freed-places.ts'
import { type HoldRow, holdExpiredMail, holdFacts } from './hold-mails.ts'
import { insertPriceLines } from './price-lines.ts'

/**
 * Holds places for a family until `holdExpiresAt`, in the caller's transaction, without
 * checking room: the caller has locked the session and counted (a waiting-list offer). Unpaid
 * until the family pays, or nothing to pay for a free activity. Its lines are each child's
 * place at the session's price. Returns the booking's id.
 */
export async function holdPlaces(options: {
  db: Database
  activityId: string
  sessionId: string
  customerId: string
  participants: { childId: string | null; firstName: string; lastName: string }[]
  unitPriceCents: number
  holdExpiresAt: Date
}) {
  const { db, participants, unitPriceCents } = options
  const rows = participants.map(
    (kid) => sql`(${kid.childId}::uuid, ${kid.firstName}::text, ${kid.lastName}::text)`,
  )
  const [held] = await queryRows<{ id: string }>(
    db,
    sql`with booking as (
        insert into bookings (activity_id, schedule_id, customer_id, quantity, status,
          hold_expires_at, payment_status, total_amount_cents)
        values (${options.activityId}, ${options.sessionId}, ${options.customerId},
          ${participants.length}, 'pending', ${options.holdExpiresAt.toISOString()}::timestamptz,
          ${unitPriceCents > 0 ? 'pending' : 'none'}, ${unitPriceCents * participants.length})
        returning id
      ), participants as (
        insert into booking_participants (booking_id, child_id, first_name, last_name)
        select booking.id, kid.child_id, kid.first_name, kid.last_name
        from booking, (values ${sql.join(rows, sql`, `)}) as kid(child_id, first_name, last_name)
      )
      select id from booking`,
  )
  if (!held) throw new Error('the hold statement returned nothing')
  // An offer is held at the session's price: no discount or code is worked out for it.
  await insertPriceLines({
    db,
    bookingId: held.id,
    lines: participants.map((kid) => ({
      kind: 'base',
      label: 'Session',
      amountCents: unitPriceCents,
      ...(kid.childId ? { childId: kid.childId } : {}),
    })),
    kids: participants.flatMap((kid) => (kid.childId ? [{ ...kid, id: kid.childId }] : [])),
  })
  return held.id
}

/**
 * Confirms a held booking (paid, or free and accepted): the platform's cost of a platform code
 * goes to the ledger, and both sides' mails are queued.
 */
export async function confirmBooking(options: Notices & { db: Database; bookingId: string }) {
  await queryRows(
    options.db,
    sql`update bookings set status = 'confirmed', updated_at = now() where id = ${options.bookingId}`,
  )
  await recordPlatformCode({ db: options.db, bookingId: options.bookingId })
  await queueBookingConfirmation(options)
}

/** Pending bookings matching `which` whose hold ran out by `at` become expired, with nothing owed. */
const expire = (db: Database, which: SQL, at: SQL) =>
  queryRows<HoldRow & { id: string; sessionId: string; offer: boolean }>(
    db,
    sql`with expired as (
        update bookings b set status = 'expired', payment_status = 'none', updated_at = now()
        where b.status = 'pending' and b.hold_expires_at <= ${at} and ${which}
        returning b.id, b.customer_id, b.activity_id, b.schedule_id
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

/**
 * Marks holds whose time is up as expired (all of them, or one booking's), in the caller's
 * transaction, queues their sessions' offers and tells each family. Their places were already
 * free: this only tidies and notifies. A second run finds nothing; the mail key is the booking.
 */
export async function expireHolds(
  options: Notices & {
    db: Database
    jobs: JobQueue
    holdMinutes: number
    bookingId?: string
  },
) {
  const { db, jobs, outbox, publicUrl, holdMinutes, bookingId } = options
  const expired = await expire(db, bookingId ? sql`b.id = ${bookingId}` : sql`true`, sql`now()`)
  await queueWaitlistOffers({ db, jobs, sessionIds: expired.map((hold) => hold.sessionId) })
  for (const hold of expired) {
    // A waiting-list offer that ran out gets the waiting list's own mail, from its job.
    if (!hold.email || hold.offer) continue
    await outbox.add(db, {
      ...holdExpiredMail({ ...holdFacts({ ...hold, email: hold.email }, publicUrl), holdMinutes }),
      key: `hold-expired:${hold.id}`,
      topic: 'transactional',
      userId: hold.customerId,
    })
  }
  return expired.length
}

/**
 * Marks the waiting-list offers of a session's line, or of a term's, that ran out by `at` as
 * expired. The offer job calls it and works out the line's offers right after, so it queues no
 * job of its own; the job sends the waiting list's own mail.
 */
export async function expireOffers(
  options: { db: Database; at: Date } & ({ sessionId: string } | { termId: string }),
) {
  const { db, at } = options
  const line =
    'termId' in options
      ? sql`b.term_id = ${options.termId} and b.kind = 'term'`
      : sql`b.schedule_id = ${options.sessionId}`
  await expire(
    db,
    sql`${line}
      and exists (select 1 from waitlist_entries w where w.booking_id = b.id and w.status = 'offered')`,
    sql`${at.toISOString()}::timestamptz`,
  )
}
