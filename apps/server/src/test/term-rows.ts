import type { BookingKind } from '@afc/contracts'
import type { Database } from '../db/client.ts'
import {
  activitySchedules,
  bookingExtras,
  bookingParticipants,
  bookings,
  termExtras,
  terms,
} from '../db/schema/index.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR

type Kid = { childId?: string | null; firstName: string; lastName: string }

/**
 * Writes a course's terms and their bookings straight into the database, as enrolling, dropping
 * in and trying would leave them: for the provider's screens, which only read them.
 */
export function termRows(db: Database) {
  const participantsOf = async (bookingId: string, kids: Kid[]) =>
    db
      .insert(bookingParticipants)
      .values(kids.map((kid) => ({ bookingId, childId: kid.childId ?? null, ...kid })))
      .returning({ id: bookingParticipants.id })

  return {
    /** A term of `activityId` with a session on each of the given days from `from` (now). */
    async term(input: {
      activityId: string
      name: string
      days: number[]
      capacity?: number | null
      priceCents?: number
      from?: Date
    }) {
      const [row] = await db
        .insert(terms)
        .values({
          activityId: input.activityId,
          name: input.name,
          capacity: input.capacity ?? null,
          priceCents: input.priceCents ?? 18_000,
          dropInPriceCents: 2_000,
          trialPriceCents: 0,
        })
        .returning({ id: terms.id })
      const termId = row?.id ?? ''
      const from = (input.from ?? new Date()).getTime()
      const sessions = await db
        .insert(activitySchedules)
        .values(
          input.days.map((day) => {
            const startsAt = new Date(from + day * DAY)
            const endsAt = new Date(startsAt.getTime() + HOUR)
            return { activityId: input.activityId, termId, startsAt, endsAt }
          }),
        )
        .returning({ id: activitySchedules.id, startsAt: activitySchedules.startsAt })
      sessions.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
      return { termId, sessions, sessionIds: sessions.map((session) => session.id) }
    },

    /**
     * A booking of the term: an enrolment (`term`) covering `sessions` from the first on, until
     * `coversUntil` for a withdrawal, or a drop-in or trial of the one session given.
     */
    async booking(input: {
      kind: Exclude<BookingKind, 'single'>
      activityId: string
      termId: string
      session: { id: string; startsAt: Date }
      customerId: string
      kids: Kid[]
      status?: 'pending' | 'confirmed' | 'cancelled'
      holdExpiresAt?: Date | null
      coversUntil?: Date | null
      totalAmountCents?: number
    }) {
      const term = input.kind === 'term'
      const [row] = await db
        .insert(bookings)
        .values({
          activityId: input.activityId,
          scheduleId: input.session.id,
          customerId: input.customerId,
          kind: input.kind,
          termId: input.termId,
          coversFrom: term ? input.session.startsAt : null,
          coversUntil: input.coversUntil ?? null,
          termPriceCents: term ? 18_000 : null,
          termSessionCount: term ? 10 : null,
          quantity: input.kids.length,
          status: input.status ?? 'confirmed',
          holdExpiresAt: input.holdExpiresAt ?? null,
          totalAmountCents: input.totalAmountCents ?? 0,
        })
        .returning({ id: bookings.id })
      const bookingId = row?.id ?? ''
      const participants = await participantsOf(bookingId, input.kids)
      return { bookingId, participantIds: participants.map((participant) => participant.id) }
    },

    /** An extra of the term that the participant takes, at its price. */
    async extra(input: {
      termId: string
      name: string
      takenBy: { bookingId: string; participantId: string }[]
    }) {
      const [extra] = await db
        .insert(termExtras)
        .values({ termId: input.termId, name: input.name, priceCents: 1_500, pricePer: 'session' })
        .returning({ id: termExtras.id })
      for (const taker of input.takenBy) {
        await db.insert(bookingExtras).values({
          ...taker,
          extraId: extra?.id ?? '',
          unitPriceCents: 1_500,
          pricePer: 'session',
          amountCents: 15_000,
        })
      }
      return extra?.id ?? ''
    },
  }
}
