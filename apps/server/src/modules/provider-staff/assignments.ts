import { STAFF_ASSIGNMENT_UNKNOWN, type StaffRole } from '@afc/contracts'
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { activities, staffAssignments, vendorLocations } from '../../db/schema/index.ts'
import { badRequest } from '../../lib/http-problem.ts'
import { uuidList } from '../../lib/sql-lists.ts'

type Tx = Pick<Database, 'select' | 'insert' | 'delete'>
export type AssignmentInput = { role: StaffRole; activityIds: string[]; locationIds: string[] }
export type Assignments = {
  activities: { id: string; title: string }[]
  locations: { id: string; name: string }[]
}

/** A manager sees everything, so only an instructor keeps assignments; duplicates fold. */
function wanted(input: AssignmentInput) {
  if (input.role === 'manager') return { activityIds: [], locationIds: [] }
  return {
    activityIds: [...new Set(input.activityIds)],
    locationIds: [...new Set(input.locationIds)],
  }
}

/** Refuses an activity or location of another provider (or a deleted activity) in one sentence. */
async function checkOwned(tx: Tx, vendorId: string, ids: ReturnType<typeof wanted>) {
  const [ownActivities, ownLocations] = await Promise.all([
    ids.activityIds.length === 0
      ? []
      : tx
          .select({ id: activities.id })
          .from(activities)
          .where(
            and(
              eq(activities.vendorId, vendorId),
              isNull(activities.deletedAt),
              inArray(activities.id, ids.activityIds),
            ),
          ),
    ids.locationIds.length === 0
      ? []
      : tx
          .select({ id: vendorLocations.id })
          .from(vendorLocations)
          .where(
            and(
              eq(vendorLocations.vendorId, vendorId),
              inArray(vendorLocations.id, ids.locationIds),
            ),
          ),
  ])
  if (
    ownActivities.length !== ids.activityIds.length ||
    ownLocations.length !== ids.locationIds.length
  ) {
    throw badRequest(STAFF_ASSIGNMENT_UNKNOWN, { activityIds: [STAFF_ASSIGNMENT_UNKNOWN] })
  }
}

/** Replaces what a membership or an invitation is assigned, after checking it is the provider's. */
export async function replaceAssignments(options: {
  tx: Tx
  vendorId: string
  holder: { staffId: string } | { invitationId: string }
  input: AssignmentInput
}) {
  const { tx, vendorId, holder, input } = options
  const ids = wanted(input)
  await checkOwned(tx, vendorId, ids)
  const ofHolder =
    'staffId' in holder
      ? eq(staffAssignments.staffId, holder.staffId)
      : eq(staffAssignments.invitationId, holder.invitationId)
  await tx.delete(staffAssignments).where(ofHolder)
  const rows = [
    ...ids.activityIds.map((activityId) => ({ ...holder, activityId })),
    ...ids.locationIds.map((locationId) => ({ ...holder, locationId })),
  ]
  if (rows.length > 0) await tx.insert(staffAssignments).values(rows)
}

/** Moves an accepted invitation's assignments onto the new membership. */
export async function moveAssignments(
  tx: Pick<Database, 'execute'>,
  invitationId: string,
  staffId: string,
) {
  await tx.execute(
    sql`update staff_assignments set staff_id = ${staffId}, invitation_id = null
      where invitation_id = ${invitationId}`,
  )
}

/** The assignments of each holder (column `holder` names staff_id or invitation_id), by id. */
export async function assignmentsOf(
  db: Database,
  holderColumn: SQL,
  holderIds: string[],
): Promise<Map<string, Assignments>> {
  const found = new Map<string, Assignments>(
    holderIds.map((id) => [id, { activities: [], locations: [] }]),
  )
  if (holderIds.length === 0) return found
  const rows = await queryRows<{
    holderId: string
    activityId: string | null
    title: string | null
    locationId: string | null
    name: string | null
  }>(
    db,
    sql`select ${holderColumn} as "holderId", a.id as "activityId", a.title, l.id as "locationId", l.name
      from staff_assignments sa
      left join activities a on a.id = sa.activity_id and a.deleted_at is null
      left join vendor_locations l on l.id = sa.location_id
      where ${holderColumn} in (${uuidList(holderIds)})
      order by a.title, l.name`,
  )
  for (const row of rows) {
    const entry = found.get(row.holderId)
    if (!entry) continue
    if (row.activityId && row.title) entry.activities.push({ id: row.activityId, title: row.title })
    if (row.locationId && row.name) entry.locations.push({ id: row.locationId, name: row.name })
  }
  return found
}
