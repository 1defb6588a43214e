import { randomUUID } from 'node:crypto'
import type { Database } from '../client.ts'
import { providerStaff, staffAssignments } from '../schema/index.ts'
import type { CatalogActivity } from './build-catalog.ts'

/** The demo's staff: an instructor of Sunny Studio's clay class, to sign in as. */
export const DEMO_STAFF = [
  {
    email: 'instructor@example.com',
    role: 'instructor',
    activities: ['Clay Creatures Hand-Building'],
  },
] as const

/** Writes each demo staff member's membership and assignments, as accepting an invitation does. */
export async function insertDemoStaff(
  db: Database,
  options: {
    userIdByEmail: ReadonlyMap<string, string>
    activityByTitle: ReadonlyMap<string, CatalogActivity>
    now: Date
  },
) {
  for (const member of DEMO_STAFF) {
    const userId = options.userIdByEmail.get(member.email)
    const assigned = member.activities.map((title) => options.activityByTitle.get(title))
    const vendorId = assigned[0]?.vendorId
    if (!userId || !vendorId || assigned.some((activity) => !activity)) {
      throw new Error(`The demo staff member ${member.email} names an unknown account or activity`)
    }
    const staffId = randomUUID()
    await db
      .insert(providerStaff)
      .values({ id: staffId, vendorId, userId, role: member.role, joinedAt: options.now })
    await db
      .insert(staffAssignments)
      .values(assigned.map((activity) => ({ staffId, activityId: activity?.id })))
  }
}
