import type { TermSessionCancelInput, VendorSession } from '@afc/contracts'
import { and, eq, ne } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { activitySchedules } from '../../db/schema/index.ts'
import type { JobQueue } from '../../infra/jobs/index.ts'
import type { Outbox } from '../../infra/mail/index.ts'
import { conflict, notFound, unprocessable } from '../../lib/http-problem.ts'
import { zonedTimeToUtc } from '../../lib/zoned-time.ts'
import { cancelBookings, enrolmentsCovering, remedyTermSession } from '../bookings/index.ts'
import { SESSION_NOT_FOUND } from './schedules-service.ts'
import { listVendorSessions } from './session-queries.ts'

export const REMEDY_NEEDED =
  'Families are enrolled in this session through its term: choose whether to refund them its share or to add a make-up session.'
export const MAKE_UP_IN_PAST = 'A make-up session must start in the future.'
export const MAKE_UP_NEEDS_TERM = 'Only a session of a term can be made up.'
export const MAKE_UP_TAKEN = 'This activity already has a session at that time.'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
type Session = typeof activitySchedules.$inferSelect

/**
 * Adds the make-up session at the venue's local date and time, as long as the cancelled one: of
 * the same term, covered by the same enrolments (it names the session it makes up for, or that
 * session's own original when a make-up is itself made up, which is what places are read by).
 */
async function addMakeUp(
  tx: Tx,
  options: { session: Session; date: string; startTime: string; timeZone: string; now: Date },
) {
  const { session, timeZone, now } = options
  const [year = 0, month = 1, day = 1] = options.date.split('-').map(Number)
  const [hour = 0, minute = 0] = options.startTime.split(':').map(Number)
  const startsAt = zonedTimeToUtc({ year, month, day, hour, minute }, timeZone)
  if (startsAt.getTime() <= now.getTime()) throw unprocessable(MAKE_UP_IN_PAST)
  const [taken] = await tx
    .select({ id: activitySchedules.id })
    .from(activitySchedules)
    .where(
      and(
        eq(activitySchedules.activityId, session.activityId),
        eq(activitySchedules.startsAt, startsAt),
        eq(activitySchedules.isCancelled, false),
        ne(activitySchedules.id, session.id),
      ),
    )
  if (taken) throw conflict(MAKE_UP_TAKEN)
  await tx.insert(activitySchedules).values({
    activityId: session.activityId,
    termId: session.termId,
    startsAt,
    endsAt: new Date(startsAt.getTime() + (session.endsAt.getTime() - session.startsAt.getTime())),
    makesUpFor: session.makesUpFor ?? session.id,
  })
  return startsAt
}

/**
 * Cancels a session in one transaction. Its single bookings, drop-ins and trials end with a full
 * refund and a mail (`cancelBookings`); enrolments covering it, of a term, are settled by the
 * remedy the provider chose, which is required when there are any: each refunded the session's
 * share, or a make-up session added that they cover (`remedyTermSession`).
 */
export async function cancelSession(options: {
  db: Database
  outbox: Outbox
  jobs: JobQueue
  vendorId: string
  sessionId: string
  remedy?: TermSessionCancelInput | undefined
  now?: Date
}): Promise<{ session: VendorSession; cancelledBookings: number }> {
  const { db, outbox, jobs, vendorId, sessionId, remedy, now = new Date() } = options
  const listed = () =>
    listVendorSessions({ db, vendorId, when: 'upcoming', sessionIds: [sessionId], now })
  const [existing] = await listed()
  if (!existing) throw notFound(SESSION_NOT_FOUND)
  const cancelledBookings = await db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(activitySchedules)
      .where(eq(activitySchedules.id, sessionId))
      // Not `for update`: a family's withdrawal refunding meanwhile takes a key share on it.
      .for('no key update')
    if (!session) throw notFound(SESSION_NOT_FOUND)
    if (session.isCancelled) throw conflict('This session is already cancelled.')
    if (session.startsAt.getTime() <= now.getTime()) {
      throw conflict('This session has already started, so it can no longer be cancelled.')
    }
    const enrolled = await enrolmentsCovering({ db: tx, sessionId })
    if (enrolled.length > 0 && !remedy) throw unprocessable(REMEDY_NEEDED)
    if (remedy?.remedy === 'make_up' && !session.termId) throw unprocessable(MAKE_UP_NEEDS_TERM)
    await tx
      .update(activitySchedules)
      .set({ isCancelled: true })
      .where(eq(activitySchedules.id, sessionId))
    if (!session.termId) {
      return cancelBookings({
        db: tx,
        jobs,
        outbox,
        cancellation: { reason: 'session', sessionId, offerCredit: remedy?.offerCredit },
        now,
      })
    }
    const makeUpAt =
      remedy?.remedy === 'make_up'
        ? await addMakeUp(tx, { session, ...remedy, timeZone: existing.timeZone, now })
        : null
    const settled = await remedyTermSession({
      db: tx,
      jobs,
      outbox,
      sessionId,
      startsAt: session.startsAt,
      makeUpAt,
      offerCredit: remedy?.offerCredit,
      now,
    })
    return settled.cancelledBookings
  })
  const [session] = await listed()
  return {
    session: session ?? { ...existing, isCancelled: true, booked: 0 },
    cancelledBookings,
  }
}
