import { randomUUID } from 'node:crypto'
import type { bookingParticipants, bookings, reviews } from '../schema/index.ts'
import type { ChildRow } from './build-accounts.ts'
import type { CatalogActivity, ScheduleRow } from './build-catalog.ts'
import type { DemoBooking } from './demo-bookings.ts'
import { required } from './required.ts'
import { clampDate, daysAfter, daysBefore } from './time.ts'

export type BookingRows = {
  bookings: (typeof bookings.$inferInsert)[]
  participants: (typeof bookingParticipants.$inferInsert)[]
  reviews: (typeof reviews.$inferInsert)[]
}

/**
 * Bookings as the booking flow would have made them: one participant per child, the default
 * price times the quantity, and never more seats than a session has.
 */
export function buildBookingRows(options: {
  bookings: readonly DemoBooking[]
  activityByTitle: ReadonlyMap<string, CatalogActivity>
  userIdByEmail: ReadonlyMap<string, string>
  childrenByParent: ReadonlyMap<string, ReadonlyMap<string, ChildRow>>
  now: Date
}): BookingRows {
  const { now } = options
  const rows: BookingRows = { bookings: [], participants: [], reviews: [] }
  const seatsTaken = new Map<string, number>()
  for (const [index, demo] of options.bookings.entries()) {
    const activity = required(options.activityByTitle.get(demo.activity), `'${demo.activity}'`)
    const session = pickSession(activity.sessions, demo, now)
    const family = required(options.childrenByParent.get(demo.customer), demo.customer)
    const kids = demo.participants.map((name) => required(family.get(name), `child ${name}`))
    if (kids.length === 0) throw new Error(`A booking of '${demo.activity}' has no participants`)
    const seats = (seatsTaken.get(session.id) ?? 0) + kids.length
    if (activity.capacity !== null && seats > activity.capacity) {
      throw new Error(`Demo bookings overfill a session of '${demo.activity}'`)
    }
    seatsTaken.set(session.id, seats)

    const bookingId = randomUUID()
    const isPast = 'past' in demo.session
    // Families book a few days ahead; the spread keeps the vendor's recent lists varied.
    const wished = isPast
      ? daysBefore(session.startsAt, 2 + (index % 5))
      : daysBefore(now, 1 + (index % 6))
    const bookedAt = clampDate(wished, activity.createdAt, isPast ? session.startsAt : now)
    rows.bookings.push({
      id: bookingId,
      activityId: activity.id,
      scheduleId: session.id,
      customerId: required(options.userIdByEmail.get(demo.customer), demo.customer),
      quantity: kids.length,
      status: demo.status,
      totalAmountCents: activity.priceCents * kids.length,
      createdAt: bookedAt,
      updatedAt: bookedAt,
    })
    for (const kid of kids) {
      rows.participants.push({
        bookingId,
        childId: kid.id,
        firstName: kid.firstName,
        lastName: kid.lastName,
      })
    }
    if (demo.review) {
      if (demo.status !== 'confirmed' || !isPast) {
        throw new Error(`Only a past, confirmed booking of '${demo.activity}' can be reviewed`)
      }
      rows.reviews.push({
        activityId: activity.id,
        bookingId,
        customerId: required(options.userIdByEmail.get(demo.customer), demo.customer),
        rating: demo.review.rating,
        comment: demo.review.comment,
        createdAt: clampDate(daysAfter(session.endsAt, 1), session.endsAt, now),
      })
    }
  }
  return rows
}

/** Past means finished (a session under way is neither past nor upcoming). */
function pickSession(sessions: readonly ScheduleRow[], demo: DemoBooking, now: Date): ScheduleRow {
  const choice = demo.session
  const session =
    'past' in choice
      ? sessions.filter((s) => s.endsAt <= now).reverse()[choice.past - 1]
      : sessions.filter((s) => s.startsAt > now)[choice.upcoming - 1]
  if (!session) {
    throw new Error(`'${demo.activity}' has no session ${JSON.stringify(choice)} to book`)
  }
  return session
}
