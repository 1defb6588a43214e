import { providerStaff, staffAssignments, userRoles } from '../db/schema/index.ts'
import { signInCookie } from './accounts.ts'
import type { TestAppWithMail } from './app.ts'

/** Writes an active membership as accepting an invitation does, and signs the member in again. */
export async function addStaff(
  app: TestAppWithMail,
  member: { email: string; userId: string },
  place: {
    vendorId: string
    role: 'manager' | 'instructor'
    activityIds?: string[]
    locationIds?: string[]
  },
) {
  const db = app.database.db
  const [row] = await db
    .insert(providerStaff)
    .values({ vendorId: place.vendorId, userId: member.userId, role: place.role })
    .returning({ id: providerStaff.id })
  const staffId = row?.id ?? ''
  const targets = [
    ...(place.activityIds ?? []).map((activityId) => ({ staffId, activityId })),
    ...(place.locationIds ?? []).map((locationId) => ({ staffId, locationId })),
  ]
  if (targets.length > 0) await db.insert(staffAssignments).values(targets)
  await db.insert(userRoles).values({ userId: member.userId, role: 'vendor' }).onConflictDoNothing()
  return { staffId, cookie: await signInCookie(app, { email: member.email, role: 'vendor' }) }
}
