import { STAFF_NOT_FOUND, type StaffList, type staffChangeSchema } from '@afc/contracts'
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import {
  activities,
  providerStaff,
  session,
  staffInvitations,
  user,
  userProfiles,
  userRoles,
  vendorLocations,
  vendors,
} from '../../db/schema/index.ts'
import { notFound } from '../../lib/http-problem.ts'
import { isoString } from '../../lib/pagination.ts'
import { assignmentsOf, replaceAssignments } from './assignments.ts'

const activeOf = (vendorId: string, staffId: string) =>
  and(
    eq(providerStaff.id, staffId),
    eq(providerStaff.vendorId, vendorId),
    eq(providerStaff.status, 'active'),
  )

/** The provider's active staff, its open invitations and what either may be assigned. */
export async function listStaff(options: {
  db: Database
  vendorId: string
  now?: Date
}): Promise<StaffList> {
  const { db, vendorId, now = new Date() } = options
  const [members, invitations, ownActivities, locations] = await Promise.all([
    db
      .select({
        id: providerStaff.id,
        role: providerStaff.role,
        joinedAt: providerStaff.joinedAt,
        email: user.email,
        firstName: userProfiles.firstName,
        lastName: userProfiles.lastName,
      })
      .from(providerStaff)
      .innerJoin(user, eq(user.id, providerStaff.userId))
      .leftJoin(userProfiles, eq(userProfiles.id, providerStaff.userId))
      .where(and(eq(providerStaff.vendorId, vendorId), eq(providerStaff.status, 'active')))
      .orderBy(asc(providerStaff.joinedAt), asc(providerStaff.id)),
    db
      .select()
      .from(staffInvitations)
      .where(
        and(
          eq(staffInvitations.vendorId, vendorId),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
          gt(staffInvitations.expiresAt, now),
        ),
      )
      .orderBy(asc(staffInvitations.createdAt), asc(staffInvitations.id)),
    db
      .select({ id: activities.id, title: activities.title })
      .from(activities)
      .where(and(eq(activities.vendorId, vendorId), isNull(activities.deletedAt)))
      .orderBy(asc(activities.title), asc(activities.id)),
    db
      .select({ id: vendorLocations.id, name: vendorLocations.name })
      .from(vendorLocations)
      .where(eq(vendorLocations.vendorId, vendorId))
      .orderBy(asc(vendorLocations.name), asc(vendorLocations.id)),
  ])
  const [memberAssignments, invitationAssignments] = await Promise.all([
    assignmentsOf(
      db,
      sql`sa.staff_id`,
      members.map((member) => member.id),
    ),
    assignmentsOf(
      db,
      sql`sa.invitation_id`,
      invitations.map((invitation) => invitation.id),
    ),
  ])
  const none = { activities: [], locations: [] }
  return {
    members: members.map((member) => ({
      id: member.id,
      name: `${member.firstName ?? ''} ${member.lastName ?? ''}`.trim() || member.email,
      email: member.email,
      role: member.role,
      assignments: memberAssignments.get(member.id) ?? none,
      joinedAt: isoString(member.joinedAt),
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      assignments: invitationAssignments.get(invitation.id) ?? none,
      expiresAt: isoString(invitation.expiresAt),
    })),
    choices: { activities: ownActivities, locations },
  }
}

/** Changes a member's role and assignments; another provider's member is a 404. */
export async function changeStaff(options: {
  db: Database
  vendorId: string
  staffId: string
  input: z.output<typeof staffChangeSchema>
}) {
  const { db, vendorId, staffId, input } = options
  await db.transaction(async (tx) => {
    const [member] = await tx
      .update(providerStaff)
      .set({ role: input.role })
      .where(activeOf(vendorId, staffId))
      .returning({ id: providerStaff.id })
    if (!member) throw notFound(STAFF_NOT_FOUND)
    await replaceAssignments({ tx, vendorId, holder: { staffId }, input })
  })
}

/**
 * Removes a member: the membership ends, every session of theirs is deleted in the same
 * transaction (they are signed out everywhere at once), and the provider role goes unless they
 * own a provider themselves.
 */
export async function removeStaff(options: { db: Database; vendorId: string; staffId: string }) {
  const { db, vendorId, staffId } = options
  await db.transaction(async (tx) => {
    const [member] = await tx
      .update(providerStaff)
      .set({ status: 'removed', removedAt: new Date() })
      .where(activeOf(vendorId, staffId))
      .returning({ userId: providerStaff.userId })
    if (!member) throw notFound(STAFF_NOT_FOUND)
    await tx.delete(session).where(eq(session.userId, member.userId))
    const [owned] = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.userId, member.userId))
    if (!owned) {
      await tx
        .delete(userRoles)
        .where(and(eq(userRoles.userId, member.userId), eq(userRoles.role, 'vendor')))
    }
  })
}
