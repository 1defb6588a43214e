import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { activities, vendorLocations } from '../../db/schema/index.ts'
import { badRequest, conflict, notFound } from '../../lib/http-problem.ts'

export const ACTIVITY_NOT_FOUND = 'Activity Not Found'

export type TermActivity = {
  id: string
  capacity: number | null
  durationMinutes: number | null
  timeZone: string | null
}

/**
 * The caller's own activity that a term is made for: another provider's, or a deleted one, is
 * not found; only a course is sold by term.
 */
export async function ownCourse(options: {
  db: Database
  vendorId: string
  activityId: string
}): Promise<TermActivity> {
  const { db, vendorId, activityId } = options
  const [activity] = await db
    .select({
      id: activities.id,
      type: activities.type,
      capacity: activities.capacity,
      durationMinutes: activities.durationMinutes,
      timeZone: vendorLocations.timeZone,
    })
    .from(activities)
    .leftJoin(vendorLocations, eq(vendorLocations.id, activities.locationId))
    .where(
      and(
        eq(activities.id, activityId),
        eq(activities.vendorId, vendorId),
        sql`${activities.deletedAt} is null`,
      ),
    )
  if (!activity) throw notFound(ACTIVITY_NOT_FOUND)
  if (activity.type !== 'course') {
    throw conflict('Only a course is sold by term: make this activity a course first.')
  }
  return activity
}

/** A term takes at most the activity's capacity, so no session of it is sold twice over. */
export function assertCapacityFits(capacity: number | null, activity: TermActivity) {
  if (capacity !== null && activity.capacity !== null && capacity > activity.capacity) {
    throw badRequest(
      `A term takes at most the activity's capacity of ${activity.capacity} children a session.`,
    )
  }
}
