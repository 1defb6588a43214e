import type { Database } from '../../db/client.ts'
import { fromJson } from '../../db/query-rows.ts'
import { insertPriceLines } from './price-lines.ts'
import { lateJoiningRefusal, termPlace } from './term-enrolment-inputs.ts'
import { lockTerm, lockTermSessions, placeEnrolment } from './term-enrolment-statements.ts'

/**
 * Holds an enrolment in every session of the term still to come for a family of its waiting
 * line, until `holdExpiresAt`, in the caller's transaction: a pending term enrolment, paid (or
 * accepted, when free) as any enrolment is. It locks the term and its sessions as enrolling does
 * and counts under those locks, so it never puts a session over its places; the families still
 * waiting behind do not refuse it, since it is their line's offer. Null when it cannot be made
 * now: too few places in one of the sessions, a child already with a place, a child gone, the
 * term over or closed to late joiners, or a price the provider cannot take yet.
 */
export async function holdTermOffer(options: {
  db: Database
  termId: string
  customerId: string
  childIds: string[]
  holdExpiresAt: Date
  now: Date
}): Promise<{ bookingId: string; totalAmountCents: number } | null> {
  const { db, termId, customerId, childIds, now } = options
  const term = await lockTerm(db, { termId, customerId, childIds })
  if (!term?.bookable || term.cancelled) return null
  const kids = fromJson(term.kids)
  if (kids.length !== childIds.length) return null
  const sessions = await lockTermSessions(db, termId)
  const remaining = sessions.filter((s) => new Date(s.startsAt).getTime() > now.getTime())
  const [first] = sessions
  if (!first || remaining.length === 0) return null
  if (lateJoiningRefusal(term, new Date(first.startsAt), now)) return null
  const place = termPlace(term, sessions.length, remaining.length, [], '')
  const each = place.amountCents
  if (each > 0 && term.paymentAccountStatus !== 'connected') return null
  const placed = await placeEnrolment(db, {
    termId,
    activityId: term.activityId,
    customerId,
    sessions: remaining,
    seats: term.seats === null ? null : Number(term.seats),
    status: 'pending',
    holdExpiresAt: options.holdExpiresAt,
    totalAmountCents: each * kids.length,
    termPriceCents: Number(term.priceCents),
    termSessionCount: sessions.length,
    kids,
    // The line is joined for places; extras are not held for it.
    extras: [],
    lockedExtras: [],
    now,
    offerToLine: true,
  })
  if (!placed.bookingId) return null
  // An offer is held at the term's price for the sessions left: no discount or code applies.
  await insertPriceLines({
    db,
    bookingId: placed.bookingId,
    lines: kids.map((kid) => ({
      kind: 'base',
      label: place.label,
      amountCents: each,
      childId: kid.id,
    })),
    kids,
  })
  return { bookingId: placed.bookingId, totalAmountCents: each * kids.length }
}
