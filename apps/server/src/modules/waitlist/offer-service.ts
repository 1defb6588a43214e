import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { fromJson, queryRows } from '../../db/query-rows.ts'
import type { Outbox } from '../../infra/mail/index.ts'
import { expireOffers, holdPlaces, placesTakenIn, seatsIn } from '../bookings/index.ts'
import { offerEndsAt } from './line.ts'
import { lineClosedMail, offerExpiredMail, offerMail } from './waitlist-mails.ts'

/** What making offers needs: where mail goes, the links in it and the offer rules. */
export type OfferContext = {
  db: Database
  outbox: Outbox
  publicUrl: string
  offerHours: number
  cutoffHours: number
}

type LockedSession = {
  startsAt: Date | string
  isCancelled: boolean
  activityId: string
  activityTitle: string
  capacity: number | null
  priceCents: number
  timeZone: string
}

type Family = {
  entryId: string
  customerId: string
  quantity: number
  email: string | null
  firstName: string | null
}

type Participant = { childId: string | null; firstName: string; lastName: string }

export const offerUrl = (publicUrl: string, entryId: string) =>
  `${publicUrl}/account/offers/${entryId}`

/**
 * Offers a session's free places to its line in join order, under the session's lock (the one
 * bookings take). Each waiting family whose whole group fits gets its places held as a pending
 * booking until the offer ends; a bigger group keeps its place for later. Offers that were taken
 * or ran out are tidied first, and a family whose offer ran out is told. No offers inside the
 * cutoff before the start. Safe to run twice, in two processes at once: the second run finds the
 * places held. Returns how many offers it made.
 */
export async function offerFreedPlaces(
  options: OfferContext & { sessionId: string; now?: Date },
): Promise<number> {
  const { db, sessionId, now = new Date() } = options
  return db.transaction(async (tx) => {
    const [session] = await queryRows<LockedSession>(
      tx,
      sql`select s.starts_at as "startsAt", s.is_cancelled as "isCancelled", a.id as "activityId",
          a.title as "activityTitle", ${seatsIn('s', 'a')} as capacity, p.price_cents as "priceCents",
          coalesce(l.time_zone, 'UTC') as "timeZone"
        from activity_schedules s
        join activities a on a.id = s.activity_id
        join activity_pricing p on p.activity_id = a.id and p.is_default
        left join vendor_locations l on l.id = a.location_id
        where s.id = ${sessionId}
        for update of s`,
    )
    if (!session) return 0
    const facts = {
      activityId: session.activityId,
      activityTitle: session.activityTitle,
      startsAt: new Date(session.startsAt),
      timeZone: session.timeZone,
    }
    await tidyEndedOffers({ ...options, tx, sessionId, now, facts })
    const startsAt = new Date(session.startsAt)
    if (session.isCancelled || startsAt <= now) {
      await closeLine({ ...options, tx, sessionId, facts, told: session.isCancelled })
      return 0
    }
    if (startsAt.getTime() - now.getTime() < options.cutoffHours * 3_600_000) return 0

    const [counted] = await queryRows<{ taken: number }>(
      tx,
      sql`select ${placesTakenIn(sql`${sessionId}::uuid`, now)} as taken`,
    )
    // A limit taken away (no capacity) leaves room for everyone still waiting.
    let free =
      session.capacity === null
        ? Number.POSITIVE_INFINITY
        : Number(session.capacity) - Number(counted?.taken ?? 0)
    if (free <= 0) return 0
    const line = await queryRows<Family & { participants: Participant[] | string }>(
      tx,
      sql`select w.id as "entryId", w.customer_id as "customerId", w.quantity, u.email,
          up.first_name as "firstName",
          (select coalesce(json_agg(json_build_object('childId', wc.child_id,
              'firstName', wc.first_name, 'lastName', wc.last_name)), '[]'::json)
            from waitlist_children wc where wc.entry_id = w.id) as participants
        from waitlist_entries w
        join "user" u on u.id = w.customer_id
        left join user_profiles up on up.id = w.customer_id
        where w.schedule_id = ${sessionId} and w.status = 'waiting'
        order by w.seq`,
    )
    const endsAt = offerEndsAt({ now, startsAt, offerHours: options.offerHours })
    let made = 0
    for (const family of line) {
      if (free <= 0) break
      if (family.quantity > free) continue
      const price = Number(session.priceCents)
      // The offer is a hold made for the family, until the offer ends.
      const bookingId = await holdPlaces({
        db: tx,
        activityId: session.activityId,
        sessionId,
        customerId: family.customerId,
        participants: fromJson(family.participants),
        unitPriceCents: price,
        holdExpiresAt: endsAt,
      })
      const [offered] = await queryRows<{ bookingId: string }>(
        tx,
        sql`update waitlist_entries set status = 'offered', booking_id = ${bookingId},
            offered_at = ${now.toISOString()}::timestamptz, updated_at = now()
          where id = ${family.entryId}
          returning booking_id as "bookingId"`,
      )
      if (!offered) continue
      free -= family.quantity
      made += 1
      if (!family.email) continue
      await options.outbox.add(tx, {
        ...offerMail({
          ...facts,
          to: family.email,
          firstName: family.firstName,
          quantity: family.quantity,
          endsAt,
          totalAmountCents: price * family.quantity,
          offerUrl: offerUrl(options.publicUrl, family.entryId),
        }),
        key: `waitlist-offer:${offered.bookingId}`,
        topic: 'transactional',
        userId: family.customerId,
      })
    }
    return made
  })
}

/**
 * Marks the session's offers that ended: taken (booked), let go from My Bookings (declined), or
 * run out (expired, their hold expired by the bookings module first), and tells the families
 * whose offer ran out.
 * Their places were already free.
 */
async function tidyEndedOffers(options: {
  tx: Database
  outbox: Outbox
  publicUrl: string
  sessionId: string
  now: Date
  facts: { activityId: string; activityTitle: string; startsAt: Date; timeZone: string }
}) {
  const { tx, sessionId, now } = options
  const moment = sql`${now.toISOString()}::timestamptz`
  await expireOffers({ db: tx, sessionId, at: now })
  const ended = await queryRows<Family & { bookingId: string; status: string }>(
    tx,
    sql`with ended as (
        update waitlist_entries w
        set status = case b.status when 'confirmed' then 'booked' when 'cancelled' then 'declined'
            else 'expired' end,
          updated_at = now()
        from bookings b
        where b.id = w.booking_id and w.schedule_id = ${sessionId} and w.status = 'offered'
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
 * Ends a line whose session was cancelled or has begun. Families are told of a cancellation; a
 * session that simply started needs no mail (they knew its date).
 */
async function closeLine(options: {
  tx: Database
  outbox: Outbox
  publicUrl: string
  sessionId: string
  facts: { activityId: string; activityTitle: string; startsAt: Date; timeZone: string }
  told: boolean
}) {
  const closed = await queryRows<Family>(
    options.tx,
    sql`with closed as (
        update waitlist_entries set status = 'closed', updated_at = now()
        where schedule_id = ${options.sessionId} and status = 'waiting'
        returning id, customer_id, quantity
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
