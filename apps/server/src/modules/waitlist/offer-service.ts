import { sql } from 'drizzle-orm'
import { queryRows } from '../../db/query-rows.ts'
import { expireOffers, holdPlaces, placesTakenIn, seatsIn } from '../bookings/index.ts'
import { offerEndsAt } from './line.ts'
import {
  closeLine,
  type OfferContext,
  recordOffer,
  tidyEndedOffers,
  waitingFamilies,
} from './line-steps.ts'
import { offerTermPlaces } from './term-offer-service.ts'

type LockedSession = {
  startsAt: Date | string
  isCancelled: boolean
  activityId: string
  activityTitle: string
  capacity: number | null
  priceCents: number
  timeZone: string
}

/** The entries of a single session's line, as `w`: a term's line is worked out by its term. */
const sessionLine = (sessionId: string) => sql`w.schedule_id = ${sessionId} and w.term_id is null`

/**
 * Offers a session's free places to its line in join order, under the session's lock (the one
 * bookings take). Each waiting family whose whole group fits gets its places held as a pending
 * booking until the offer ends; a bigger group keeps its place for later. Offers that were taken
 * or ran out are tidied first, and a family whose offer ran out is told. No offers inside the
 * cutoff before the start. Safe to run twice, in two processes at once: the second run finds the
 * places held. Returns how many offers it made.
 */
async function offerSessionPlaces(
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
    const line = sessionLine(sessionId)
    await expireOffers({ db: tx, sessionId, at: now })
    await tidyEndedOffers({ ...options, tx, line, now, facts })
    const startsAt = new Date(session.startsAt)
    if (session.isCancelled || startsAt <= now) {
      await closeLine({ ...options, tx, line, facts, told: session.isCancelled })
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
    const endsAt = offerEndsAt({ now, startsAt, offerHours: options.offerHours })
    const price = Number(session.priceCents)
    let made = 0
    for (const family of await waitingFamilies(tx, line)) {
      if (free <= 0) break
      if (family.quantity > free) continue
      // The offer is a hold made for the family, until the offer ends.
      const bookingId = await holdPlaces({
        db: tx,
        activityId: session.activityId,
        sessionId,
        customerId: family.customerId,
        participants: family.participants,
        unitPriceCents: price,
        holdExpiresAt: endsAt,
      })
      const offered = await recordOffer({
        ...options,
        tx,
        family,
        bookingId,
        facts,
        endsAt,
        totalAmountCents: price * family.quantity,
        now,
      })
      if (!offered) continue
      free -= family.quantity
      made += 1
    }
    return made
  })
}

/**
 * Works out the offers where places came free in a session: its own line's, then, for a session
 * of a term, the term's line's (`offerTermPlaces`), each in its own transaction so that each
 * takes its locks in the order enrolling and booking take them. Returns how many offers it made.
 */
export async function offerFreedPlaces(
  options: OfferContext & { sessionId: string; now?: Date },
): Promise<number> {
  const made = await offerSessionPlaces(options)
  const [session] = await queryRows<{ termId: string | null }>(
    options.db,
    sql`select term_id as "termId" from activity_schedules where id = ${options.sessionId}`,
  )
  if (!session?.termId) return made
  return made + (await offerTermPlaces({ ...options, termId: session.termId }))
}
