import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { userProfiles } from '../../db/schema/index.ts'
import { type CalendarEvent, calendarFile } from '../../lib/ics.ts'
import { venueLine } from '../../lib/venue.ts'
import { lastEnd, selectCustomerBookings } from './booking-queries.ts'

/** The secret token of the caller's calendar feed, made on first use. */
export async function calendarToken(options: { db: Database; userId: string }): Promise<string> {
  const { db, userId } = options
  const [profile] = await db
    .select({ token: userProfiles.calendarToken })
    .from(userProfiles)
    .where(eq(userProfiles.id, userId))
  if (profile?.token) return profile.token
  const token = randomBytes(24).toString('base64url')
  await db
    .insert(userProfiles)
    .values({ id: userId, calendarToken: token })
    .onConflictDoUpdate({ target: userProfiles.id, set: { calendarToken: token } })
  return token
}

export async function userIdForCalendarToken(options: { db: Database; token: string }) {
  const [profile] = await options.db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(eq(userProfiles.calendarToken, options.token))
  return profile?.id ?? null
}

/** Upcoming active bookings (or one booking) of a user as an .ics file. */
export async function bookingsCalendar(options: {
  db: Database
  customerId: string
  bookingId?: string
  publicUrl: string
  now?: Date
}) {
  const { db, customerId, bookingId, publicUrl, now = new Date() } = options
  const where = bookingId
    ? sql`b.id = ${bookingId}`
    : sql`b.status = 'confirmed' and ${lastEnd} >= ${now}`
  // A feed is re-read by calendar apps every few hours; the next 500 bookings are plenty.
  const page = { limit: 500, offset: 0 }
  const bookings = await selectCustomerBookings({ db, customerId, where, now, page })
  // One event per session: a term enrolment puts each of its sessions in the calendar, and a
  // session the provider cancelled leaves it.
  const events: CalendarEvent[] = bookings.flatMap((booking) =>
    booking.sessions
      .filter((session) => !session.isCancelled || booking.kind !== 'term')
      .map((session) => ({
        uid:
          booking.kind === 'term'
            ? `${booking.id}-${session.id}@activities-for-children`
            : `${booking.id}@activities-for-children`,
        start: new Date(session.startsAt),
        end: new Date(session.endsAt),
        summary: `${booking.activity.title}${booking.term ? `, ${booking.term.name}` : ''} (${booking.provider.businessName})`,
        location: (booking.location && venueLine(booking.location)) ?? undefined,
        description: `For ${booking.participants.map((p) => p.firstName).join(', ')}. ${booking.status === 'cancelled' ? 'This booking is cancelled.' : 'Booked with Activities for Children.'}`,
        url: `${publicUrl}/activities/${booking.activity.id}`,
      })),
  )
  return { bookings, file: calendarFile({ name: 'My activities', events, now }) }
}
