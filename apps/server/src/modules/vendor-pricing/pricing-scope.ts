import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { activities } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http-problem.ts'

export const ACTIVITY_NOT_FOUND = 'Activity Not Found'

/**
 * The distinct activities a rule or code is limited to, all of them the caller's own and not
 * deleted; null for all activities. Another provider's activity is not found.
 */
export async function ownScope(options: {
  db: Database
  vendorId: string
  activityIds: string[] | null
}): Promise<string[] | null> {
  const { db, vendorId, activityIds } = options
  if (activityIds === null) return null
  const wanted = [...new Set(activityIds)]
  const found = await db
    .select({ id: activities.id })
    .from(activities)
    .where(
      and(
        inArray(activities.id, wanted),
        eq(activities.vendorId, vendorId),
        isNull(activities.deletedAt),
      ),
    )
  if (found.length !== wanted.length) throw notFound(ACTIVITY_NOT_FOUND)
  return wanted
}

/** Each rule's or code's activities, sorted, from its link rows; none for one without links. */
export function activitiesByOwner(links: { ownerId: string; activityId: string }[]) {
  const scopes = new Map<string, string[]>()
  for (const { ownerId, activityId } of links) {
    scopes.set(ownerId, [...(scopes.get(ownerId) ?? []), activityId])
  }
  return (ownerId: string) => [...(scopes.get(ownerId) ?? [])].sort()
}
