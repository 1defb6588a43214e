import {
  type AdminRoleChange,
  type AdminUser,
  LAST_ADMIN_REFUSED,
  OWN_ADMIN_ROLE_REFUSED,
  type Role,
} from '@afc/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { session, user, userRoles, vendors } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http-problem.ts'
import type { AdminActor, Transaction } from './admin-actor.ts'
import { recordAdminAction } from './audit-log.ts'
import { ADMIN_USER_NOT_FOUND, getAdminUser } from './users-service.ts'

type Access = { db: Database; actor: AdminActor; userId: string }

type LockedUser = {
  id: string
  email: string
  name: string
  firstName: string | null
  disabledAt: Date | string | null
}

async function lockUser(tx: Transaction, userId: string): Promise<LockedUser> {
  const [found] = await queryRows<LockedUser>(
    tx,
    sql`select u.id, u.email, u.name, up.first_name as "firstName", u.disabled_at as "disabledAt"
      from "user" u left join user_profiles up on up.id = u.id
      where u.id = ${userId}
      for update of u`,
  )
  if (!found) throw notFound(ADMIN_USER_NOT_FOUND)
  return found
}

/**
 * Some enabled admin must remain, and nobody removes their own admin role. The admin rows are
 * locked (always in the same order, so two such requests cannot deadlock), so two admins
 * removing each other at once cannot both succeed.
 */
async function assertAdminRoleMayGo(tx: Transaction, actor: AdminActor, userId: string) {
  const admins = await queryRows<{ userId: string }>(
    tx,
    sql`select r.user_id as "userId" from user_roles r join "user" u on u.id = r.user_id
      where r.role = 'admin' and u.disabled_at is null
      order by r.user_id
      for update of r`,
  )
  if (admins.every((admin) => admin.userId === userId)) throw conflict(LAST_ADMIN_REFUSED)
  if (userId === actor.userId) throw conflict(OWN_ADMIN_ROLE_REFUSED)
}

/** A new vendor record starts as "{firstName}'s Business", 'New vendor account', pending, as at sign-up. */
async function ensureVendorRecord(tx: Transaction, holder: LockedUser): Promise<string | null> {
  const firstName =
    holder.firstName?.trim() || holder.name.trim().split(/\s+/)[0] || holder.email.split('@')[0]
  const [created] = await tx
    .insert(vendors)
    .values({
      userId: holder.id,
      businessName: `${firstName}'s Business`,
      description: 'New vendor account',
      status: 'pending',
    })
    .onConflictDoNothing({ target: vendors.userId })
    .returning({ id: vendors.id })
  return created?.id ?? null
}

/**
 * Grants or removes the vendor or admin role. Asking for what the user already has changes
 * nothing. Granting vendor to someone without a vendor record creates a pending one.
 */
export async function changeUserRole(
  options: Access & { change: AdminRoleChange },
): Promise<AdminUser> {
  const { db, actor, userId, change } = options
  await db.transaction(async (tx) => {
    const holder = await lockUser(tx, userId)
    const held = await tx
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
    const rolesBefore: Role[] = held.map((row) => row.role)
    if (rolesBefore.includes(change.role) === change.grant) return
    let createdVendorId: string | null = null
    if (change.grant) {
      await tx.insert(userRoles).values({ userId, role: change.role })
      if (change.role === 'vendor') createdVendorId = await ensureVendorRecord(tx, holder)
    } else {
      if (change.role === 'admin') await assertAdminRoleMayGo(tx, actor, userId)
      await tx
        .delete(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, change.role)))
    }
    await recordAdminAction({
      tx,
      actor,
      action: change.grant ? 'user.grant_role' : 'user.revoke_role',
      targetType: 'user',
      targetId: userId,
      before: { roles: rolesBefore },
      after: {
        roles: change.grant
          ? [...rolesBefore, change.role]
          : rolesBefore.filter((role) => role !== change.role),
        ...(createdVendorId ? { createdVendorId } : {}),
      },
    })
  })
  return getAdminUser({ db, userId })
}

/** Disables an account: it cannot sign in, and every session it has ends now. */
export async function disableUser(options: Access): Promise<AdminUser> {
  const { db, actor, userId } = options
  if (userId === actor.userId) throw conflict('You cannot disable your own account.')
  await db.transaction(async (tx) => {
    const holder = await lockUser(tx, userId)
    if (holder.disabledAt) throw conflict(`${holder.email} is already disabled.`)
    const disabledAt = new Date()
    await tx.update(user).set({ disabledAt, updatedAt: disabledAt }).where(eq(user.id, userId))
    const ended = await tx
      .delete(session)
      .where(eq(session.userId, userId))
      .returning({ id: session.id })
    await recordAdminAction({
      tx,
      actor,
      action: 'user.disable',
      targetType: 'user',
      targetId: userId,
      before: { disabledAt: null },
      after: { disabledAt: disabledAt.toISOString(), sessionsEnded: ended.length },
    })
  })
  return getAdminUser({ db, userId })
}

export async function enableUser(options: Access): Promise<AdminUser> {
  const { db, actor, userId } = options
  await db.transaction(async (tx) => {
    const holder = await lockUser(tx, userId)
    if (!holder.disabledAt) throw conflict(`${holder.email} is not disabled.`)
    await tx
      .update(user)
      .set({ disabledAt: null, updatedAt: new Date() })
      .where(eq(user.id, userId))
    await recordAdminAction({
      tx,
      actor,
      action: 'user.enable',
      targetType: 'user',
      targetId: userId,
      before: { disabledAt: new Date(holder.disabledAt).toISOString() },
      after: { disabledAt: null },
    })
  })
  return getAdminUser({ db, userId })
}
