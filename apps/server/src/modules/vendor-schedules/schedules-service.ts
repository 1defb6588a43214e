import type { sessionCreateSchema, VendorSession } from '@afc/contracts'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { activities, activitySchedules, vendorLocations } from '../../db/schema/index.ts'
import { conflict, notFound, unprocessable } from '../../lib/http-problem.ts'
import { assertDecisionAhead, assertMinimumFits } from '../run-decisions/index.ts'
import { plannedStarts } from './session-dates.ts'
import { listVendorSessions } from './session-queries.ts'

export const SESSION_NOT_FOUND = 'Session not found'
const DEFAULT_DURATION_MINUTES = 60

/**
 * Adds one session or a weekly series in the venue's time zone. Times already taken by a
 * session of the same activity are skipped rather than doubled. A minimum to run is each
 * session's own, decided on its own: none may exceed the activity's capacity, nor have its
 * decision time behind it already.
 */
export async function createSessions(options: {
  db: Database
  vendorId: string
  input: z.output<typeof sessionCreateSchema>
  now?: Date
}): Promise<{ created: VendorSession[]; skipped: number }> {
  const { db, vendorId, input, now = new Date() } = options
  const [activity] = await db
    .select({
      id: activities.id,
      durationMinutes: activities.durationMinutes,
      capacity: activities.capacity,
      timeZone: vendorLocations.timeZone,
    })
    .from(activities)
    .leftJoin(vendorLocations, eq(vendorLocations.id, activities.locationId))
    .where(
      and(
        eq(activities.id, input.activityId),
        eq(activities.vendorId, vendorId),
        sql`${activities.deletedAt} is null`,
      ),
    )
  if (!activity) throw notFound('Activity Not Found')
  if (!activity.timeZone) {
    throw unprocessable('Give this activity a location first: session times follow its time zone.')
  }
  const starts = plannedStarts(input, activity.timeZone)
  const future = starts.filter((start) => start.getTime() > now.getTime())
  if (future.length === 0) {
    throw unprocessable(
      input.kind === 'single'
        ? 'Sessions must start in the future.'
        : 'None of these dates is in the future.',
    )
  }
  const { minPlaces, decisionHours } = input
  assertMinimumFits({ minPlaces, places: activity.capacity, of: 'session' })
  assertDecisionAhead({ minPlaces, decisionHours, starts: future, now, of: 'session' })
  const minutes = input.durationMinutes ?? activity.durationMinutes ?? DEFAULT_DURATION_MINUTES
  const createdIds = await db.transaction(async (tx) => {
    const taken = await tx
      .select({ startsAt: activitySchedules.startsAt })
      .from(activitySchedules)
      .where(
        and(
          eq(activitySchedules.activityId, activity.id),
          eq(activitySchedules.isCancelled, false),
          inArray(activitySchedules.startsAt, future),
        ),
      )
    const takenTimes = new Set(taken.map((row) => row.startsAt.getTime()))
    const fresh = future.filter((start) => !takenTimes.has(start.getTime()))
    if (fresh.length === 0) return []
    const rows = await tx
      .insert(activitySchedules)
      .values(
        fresh.map((startsAt) => ({
          activityId: activity.id,
          startsAt,
          endsAt: new Date(startsAt.getTime() + minutes * 60_000),
          minPlaces,
          decisionHours,
        })),
      )
      .returning({ id: activitySchedules.id })
    return rows.map((row) => row.id)
  })
  if (createdIds.length === 0 && input.kind === 'single') {
    throw conflict('This activity already has a session at that time.')
  }
  const created =
    createdIds.length > 0
      ? await listVendorSessions({ db, vendorId, when: 'upcoming', sessionIds: createdIds, now })
      : []
  return { created, skipped: future.length - createdIds.length }
}
