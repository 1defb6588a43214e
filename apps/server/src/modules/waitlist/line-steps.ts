import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { fromJson, queryRows } from '../../db/query-rows.ts'
import type { Outbox } from '../../infra/mail/index.ts'
import { lineClosedMail, offerExpiredMail, offerMail } from './waitlist-mails.ts'

/** What making offers needs: where mail goes, the links in it and the offer rules. */
export type OfferContext = {
  db: Database
  outbox: Outbox
  publicUrl: string
  offerHours: number
  cutoffHours: number
}

export type Family = {
  entryId: string
  customerId: string
  quantity: number
  email: string | null
  firstName: string | null
}

export type Participant = { childId: string | null; firstName: string; lastName: string }

export const offerUrl = (publicUrl: string, entryId: string) =>
  `${publicUrl}/account/offers/${entryId}`

/** The families waiting in a line (`line` picks its entries as `w`), in join order. */
export async function waitingFamilies(tx: Database, line: SQL) {
  const rows = await queryRows<Family & { participants: Participant[] | string }>(
    tx,
    sql`select w.id as "entryId", w.customer_id as "customerId", w.quantity, u.email,
        up.first_name as "firstName",
        (select coalesce(json_agg(json_build_object('childId', wc.child_id,
            'firstName', wc.first_name, 'lastName', wc.last_name)), '[]'::json)
          from waitlist_children wc where wc.entry_id = w.id) as participants
      from waitlist_entries w
      join "user" u on u.id = w.customer_id
      left join user_profiles up on up.id = w.customer_id
      where ${line} and w.status = 'waiting'
      order by w.seq`,
  )
  return rows.map((row) => ({ ...row, participants: fromJson(row.participants) }))
}

/**
 * Records the offer of the places held by `bookingId` to a waiting family, and mails it. False
 * when the entry was gone.
 */
export async function recordOffer(options: {
  tx: Database
  outbox: Outbox
  publicUrl: string
  family: Family
  bookingId: string
  facts: LineFacts
  endsAt: Date
  totalAmountCents: number
  now: Date
}) {
  const { tx, family, now } = options
  const [offered] = await queryRows<{ bookingId: string }>(
    tx,
    sql`update waitlist_entries set status = 'offered', booking_id = ${options.bookingId},
        offered_at = ${now.toISOString()}::timestamptz, updated_at = now()
      where id = ${family.entryId}
      returning booking_id as "bookingId"`,
  )
  if (!offered) return false
  if (!family.email) return true
  await options.outbox.add(tx, {
    ...offerMail({
      ...options.facts,
      to: family.email,
      firstName: family.firstName,
      quantity: family.quantity,
      endsAt: options.endsAt,
      totalAmountCents: options.totalAmountCents,
      offerUrl: offerUrl(options.publicUrl, family.entryId),
    }),
    key: `waitlist-offer:${offered.bookingId}`,
    topic: 'transactional',
    userId: family.customerId,
  })
  return true
}

/** What a line's mails say of it: the activity (and term) and the session they wait for. */
export type LineFacts = {
  activityId: string
  activityTitle: string
  startsAt: Date
  timeZone: string
}

/**
 * Marks the line's offers that ended (`line` picks its entries as `w`): taken (booked), let go
 * from My Bookings (declined), or run out (expired, their hold expired by the bookings module
 * first), and tells the families whose offer ran out. Their places were already free.
 */
export async function tidyEndedOffers(options: {
  tx: Database
  outbox: Outbox
  publicUrl: string
  line: SQL
  now: Date
  facts: LineFacts
}) {
  const { tx, line, now } = options
  const moment = sql`${now.toISOString()}::timestamptz`
  const ended = await queryRows<Family & { bookingId: string; status: string }>(
    tx,
    sql`with ended as (
        update waitlist_entries w
        set status = case b.status when 'confirmed' then 'booked' when 'cancelled' then 'declined'
            else 'expired' end,
          updated_at = now()
        from bookings b
        where b.id = w.booking_id and ${line} and w.status = 'offered'
          and not (b.status = 'pending' and b.hold_expires_at > ${moment})
        returning w.id, w.customer_id, w.quantity, w.booking_id, w.status
      )
      select e.id as "entryId", e.customer_id as "customerId", e.quantity,
        e.booking_id as "bookingId", e.status, u.email, up.first_name as "firstName"
      from ended e
      join "user" u on u.id = e.customer_id
      left join user_profiles up on up.id = e.customer_id`,
  )
  for (const family of ended) {
    // Only an offer that ran out is news: a taken or let-go one was the family's own doing.
    if (family.status !== 'expired' || !family.email) continue
    await options.outbox.add(tx, {
      ...offerExpiredMail({
        ...options.facts,
        to: family.email,
        firstName: family.firstName,
        quantity: family.quantity,
        activityUrl: `${options.publicUrl}/activities/${options.facts.activityId}`,
      }),
      key: `waitlist-offer-expired:${family.bookingId}`,
      topic: 'transactional',
      userId: family.customerId,
    })
  }
}

/**
 * Ends a line whose session (or term) was cancelled or has begun (has no session left). Families are told of a cancellation; a
 * session that simply started needs no mail (they knew its date).
 */
export async function closeLine(options: {
  tx: Database
  outbox: Outbox
  publicUrl: string
  line: SQL
  facts: LineFacts
  told: boolean
}) {
  const closed = await queryRows<Family>(
    options.tx,
    sql`with closed as (
        update waitlist_entries w set status = 'closed', updated_at = now()
        where ${options.line} and w.status = 'waiting'
        returning w.id, w.customer_id, w.quantity
      )
      select c.id as "entryId", c.customer_id as "customerId", c.quantity, u.email,
        up.first_name as "firstName"
      from closed c
      join "user" u on u.id = c.customer_id
      left join user_profiles up on up.id = c.customer_id`,
  )
  if (!options.told) return
  for (const family of closed) {
    if (!family.email) continue
    await options.outbox.add(options.tx, {
      ...lineClosedMail({
        ...options.facts,
        to: family.email,
        firstName: family.firstName,
        quantity: family.quantity,
        activityUrl: `${options.publicUrl}/activities/${options.facts.activityId}`,
      }),
      key: `waitlist-closed:${family.entryId}`,
      topic: 'transactional',
      userId: family.customerId,
    })
  }
}
