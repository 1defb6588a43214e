import { randomUUID } from 'node:crypto'
import type { BookingStatus } from '@afc/contracts'
import type {
  bookingParticipants,
  bookingPriceLines,
  bookings,
  LedgerKind,
  ledgerEntries,
  reviews,
} from '../schema/index.ts'
import type { ChildRow } from './build-accounts.ts'
import type { CatalogActivity, ScheduleRow } from './build-catalog.ts'
import type { DemoBooking } from './demo-bookings.ts'
import { required } from './required.ts'
import { clampDate, daysAfter, daysBefore } from './time.ts'

type PriceLineRow = typeof bookingPriceLines.$inferInsert

export type BookingRows = {
  bookings: (typeof bookings.$inferInsert)[]
  participants: (typeof bookingParticipants.$inferInsert)[]
  priceLines: PriceLineRow[]
  reviews: (typeof reviews.$inferInsert)[]
  ledger: (typeof ledgerEntries.$inferInsert)[]
}

/** The platform's share the demo payments were made with (the default setting). */
const DEMO_FEE_BASIS_POINTS = 1000

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
  const rows: BookingRows = {
    bookings: [],
    participants: [],
    priceLines: [],
    reviews: [],
    ledger: [],
  }
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

    const isPast = 'past' in demo.session
    // Families book a few days ahead; the spread keeps the vendor's recent lists varied.
    const wished = isPast
      ? daysBefore(session.startsAt, 2 + (index % 5))
      : daysBefore(now, 1 + (index % 6))
    const booked = demoSessionBooking({
      activityId: activity.id,
      vendorId: activity.vendorId,
      sessionId: session.id,
      customerId: required(options.userIdByEmail.get(demo.customer), demo.customer),
      kids,
      priceCents: activity.priceCents,
      status: demo.status,
      bookedAt: clampDate(wished, activity.createdAt, isPast ? session.startsAt : now),
      now,
    })
    rows.bookings.push(booked.booking)
    rows.ledger.push(...booked.ledger)
    rows.priceLines.push(...booked.priceLines)
    rows.participants.push(...booked.participants)
    if (demo.review) {
      if (demo.status !== 'confirmed' || !isPast) {
        throw new Error(`Only a past, confirmed booking of '${demo.activity}' can be reviewed`)
      }
      rows.reviews.push({
        activityId: activity.id,
        bookingId: booked.booking.id,
        customerId: booked.booking.customerId,
        rating: demo.review.rating,
        comment: demo.review.comment,
        createdAt: clampDate(daysAfter(session.endsAt, 1), session.endsAt, now),
      })
    }
  }
  return rows
}

/**
 * One family's booking of one session as the booking flow makes it: the default price for each
 * child, paid (or being paid, or refunded) as `status` says, with its price lines and one
 * participant per child. A pending one is a family paying right now: its places are held a while.
 */
export function demoSessionBooking(options: {
  activityId: string
  vendorId: string
  sessionId: string
  customerId: string
  kids: readonly { id: string; firstName: string; lastName: string }[]
  priceCents: number
  status: BookingStatus
  bookedAt: Date
  now: Date
}) {
  const { kids, priceCents, status, bookedAt, now } = options
  const bookingId = randomUUID()
  const total = priceCents * kids.length
  const money = demoPayment({ bookingId, vendorId: options.vendorId, status, total, bookedAt, now })
  const booking: typeof bookings.$inferInsert & { id: string; customerId: string } = {
    id: bookingId,
    activityId: options.activityId,
    scheduleId: options.sessionId,
    customerId: options.customerId,
    quantity: kids.length,
    status,
    totalAmountCents: total,
    ...(status === 'pending' ? { holdExpiresAt: daysAfter(now, 15 / (24 * 60)) } : {}),
    ...money.booking,
    createdAt: bookedAt,
    updatedAt: bookedAt,
  }
  return {
    booking,
    ledger: money.ledger,
    priceLines: demoPriceLines(
      bookingId,
      kids.map((kid) => ({ kid, label: 'Session', amountCents: priceCents, extras: [] })),
    ),
    participants: kids.map((kid) => ({
      id: randomUUID(),
      bookingId,
      childId: kid.id,
      firstName: kid.firstName,
      lastName: kid.lastName,
    })),
  }
}

/**
 * A demo booking's price lines as its quote writes them (the demo providers have no discount
 * rules): each child's place, then each child's extras.
 */
export function demoPriceLines(
  bookingId: string,
  places: {
    kid: { id: string; firstName: string }
    label: string
    amountCents: number
    extras: { label: string; amountCents: number }[]
  }[],
): PriceLineRow[] {
  const child = (kid: { id: string; firstName: string }) => ({
    childId: kid.id,
    firstName: kid.firstName,
  })
  const lines: Omit<PriceLineRow, 'position'>[] = [
    ...places.map((place) => ({
      bookingId,
      kind: 'base' as const,
      label: place.label,
      amountCents: place.amountCents,
      ...child(place.kid),
    })),
    ...places.flatMap((place) =>
      place.extras.map((extra) => ({
        bookingId,
        kind: 'extra' as const,
        ...extra,
        ...child(place.kid),
      })),
    ),
  ]
  return lines.map((line, index) => ({ ...line, position: index + 1 }))
}

/**
 * A paid demo booking was paid through the test processor when it was made, with the default
 * platform fee; a cancelled one was refunded in full a day later (never after now).
 */
export function demoPayment(options: {
  bookingId: string
  vendorId: string
  status: BookingStatus
  total: number
  bookedAt: Date
  now: Date
}) {
  const { bookingId, vendorId, status, total, bookedAt, now } = options
  if (total === 0) return { booking: {}, ledger: [] }
  if (status === 'pending') return { booking: { paymentStatus: 'pending' as const }, ledger: [] }
  const fee = Math.round((total * DEMO_FEE_BASIS_POINTS) / 10_000)
  const reference = `pi_demo_${bookingId.replaceAll('-', '')}`
  const entry = (kind: LedgerKind, amountCents: number, createdAt: Date, more = {}) => ({
    bookingId,
    vendorId,
    kind,
    amountCents,
    createdAt,
    ...more,
  })
  const ledger = [
    entry('payment', total, bookedAt, { reference }),
    entry('platform_fee', fee, bookedAt, { reference }),
  ]
  const refunded = status === 'cancelled'
  if (refunded) {
    const at = clampDate(daysAfter(bookedAt, 1), bookedAt, now)
    const reason = 'Cancelled by the family'
    ledger.push(
      entry('refund', total, at, { reference: `re_demo_${bookingId.replaceAll('-', '')}`, reason }),
      entry('fee_refund', fee, at, { reason }),
    )
  }
  return {
    booking: {
      paymentStatus: refunded ? ('refunded' as const) : ('paid' as const),
      platformFeeCents: fee,
      paidAmountCents: total,
      refundedAmountCents: refunded ? total : 0,
      paymentReference: reference,
    },
    ledger,
  }
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
