import { dayNumber, type TermSeries } from '@afc/contracts'
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { activities, activitySchedules, terms } from '../../db/schema/index.ts'
import { badRequest, conflict, notFound, unprocessable } from '../../lib/http-problem.ts'
import { addDays, formatInZone, localDateAt } from '../../lib/zoned-time.ts'
import { plannedStarts } from '../vendor-schedules/index.ts'
import type { TermActivity } from './term-activity.ts'

export const SESSION_NOT_FOUND = 'Session not found'
const DEFAULT_DURATION_MINUTES = 60
const dayOf = (days: number) => new Date(days * 86_400_000).toISOString().slice(0, 10)

/**
 * The start instants of a new term's weekly series at the venue. Every one must lie ahead and be
 * free: a time the activity already has a session at is refused, not doubled or skipped, so the
 * term is exactly the series asked for.
 */
export async function seriesStarts(options: {
  db: Database
  activity: TermActivity
  series: TermSeries
  now: Date
}): Promise<{ starts: Date[]; minutes: number }> {
  const { db, activity, series, now } = options
  if (!activity.timeZone) {
    throw unprocessable('Give this activity a location first: session times follow its time zone.')
  }
  const toDate = series.toDate ?? dayOf(dayNumber(series.fromDate) + (series.weeks ?? 1) * 7 - 1)
  const starts = plannedStarts(
    { ...series, kind: 'weekly', activityId: activity.id, toDate },
    activity.timeZone,
  )
  if (starts.length === 0) throw badRequest('None of these days falls on the chosen weekdays.')
  if (starts.some((start) => start.getTime() <= now.getTime())) {
    throw badRequest('Every session of a new term must start in the future.')
  }
  const [taken] = await db
    .select({ startsAt: activitySchedules.startsAt })
    .from(activitySchedules)
    .where(
      and(
        eq(activitySchedules.activityId, activity.id),
        eq(activitySchedules.isCancelled, false),
        inArray(activitySchedules.startsAt, starts),
      ),
    )
    .limit(1)
  if (taken) {
    throw conflict(
      `This activity already has a session on ${formatInZone(taken.startsAt, activity.timeZone)}: make the term from chosen sessions instead.`,
    )
  }
  const minutes = series.durationMinutes ?? activity.durationMinutes ?? DEFAULT_DURATION_MINUTES
  return { starts, minutes }
}

export type ChosenSession = {
  id: string
  startsAt: Date
  termId: string | null
  isCancelled: boolean
}

/**
 * The caller's sessions a term is to hold, checked: each is the provider's (else not found), of
 * this activity, and not cancelled unless it is in the term already.
 */
export async function chosenSessions(options: {
  db: Database
  vendorId: string
  activityId: string
  sessionIds: string[]
  termId?: string
}): Promise<ChosenSession[]> {
  const { db, vendorId, activityId, termId } = options
  const ids = [...new Set(options.sessionIds)]
  const rows = await db
    .select({
      id: activitySchedules.id,
      activityId: activitySchedules.activityId,
      startsAt: activitySchedules.startsAt,
      termId: activitySchedules.termId,
      isCancelled: activitySchedules.isCancelled,
    })
    .from(activitySchedules)
    .innerJoin(activities, eq(activities.id, activitySchedules.activityId))
    .where(and(inArray(activitySchedules.id, ids), eq(activities.vendorId, vendorId)))
  if (rows.length !== ids.length) throw notFound(SESSION_NOT_FOUND)
  if (rows.some((row) => row.activityId !== activityId)) {
    throw badRequest("Choose sessions of this term's own activity.")
  }
  if (rows.some((row) => row.isCancelled && row.termId !== termId)) {
    throw badRequest('A cancelled session cannot join a term.')
  }
  return rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
}

/** Refuses sessions that another term holds, naming the first and its term. */
export async function assertNotInOtherTerm(options: {
  db: Database
  sessions: ChosenSession[]
  termId?: string
  timeZone: string
}) {
  const { db, sessions, termId, timeZone } = options
  const held = sessions.find((session) => session.termId !== null && session.termId !== termId)
  if (!held?.termId) return
  const [other] = await db.select({ name: terms.name }).from(terms).where(eq(terms.id, held.termId))
  throw conflict(
    `The session on ${formatInZone(held.startsAt, timeZone)} is already part of the term "${other?.name ?? ''}": a session belongs to one term at most.`,
  )
}

/** A camp runs on consecutive days at the venue, one session a day. */
export function assertCampDays(starts: Date[], timeZone: string) {
  const days = starts
    .map((start) => localDateAt(start, timeZone))
    .sort((a, b) => Date.UTC(a.year, a.month - 1, a.day) - Date.UTC(b.year, b.month - 1, b.day))
  const consecutive = days.every((day, index) => {
    const previous = days[index - 1]
    if (!previous) return true
    const next = addDays(previous, 1)
    return next.year === day.year && next.month === day.month && next.day === day.day
  })
  if (!consecutive) throw badRequest('A camp runs on consecutive days, one session a day.')
}

/**
 * Makes `sessions` the term's sessions inside the caller's transaction: those left out go back
 * to being single sessions, the new ones join only while no term holds them, so of two requests
 * racing for one session one wins and the other is refused and changes nothing.
 */
export async function setTermSessions(options: {
  tx: Database
  termId: string
  sessions: ChosenSession[]
}) {
  const { tx, termId, sessions } = options
  await tx
    .update(activitySchedules)
    .set({ termId: null })
    .where(
      and(
        eq(activitySchedules.termId, termId),
        notInArray(
          activitySchedules.id,
          sessions.map((session) => session.id),
        ),
      ),
    )
  const adding = sessions
    .filter((session) => session.termId !== termId)
    .map((session) => session.id)
  if (adding.length === 0) return
  const joined = await tx
    .update(activitySchedules)
    .set({ termId })
    .where(and(inArray(activitySchedules.id, adding), isNull(activitySchedules.termId)))
    .returning({ id: activitySchedules.id })
  if (joined.length !== adding.length) {
    throw conflict(
      'One of these sessions has just joined another term: a session belongs to one term at most.',
    )
  }
}
