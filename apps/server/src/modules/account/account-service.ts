import type { Account, Role } from '@afc/contracts'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { providerStaff, user, userProfiles, userRoles, vendors } from '../../db/schema/index.ts'

const ROLE_ORDER: Role[] = ['customer', 'vendor', 'admin']

/** The signed-in user's account as the web app's auth context needs it: roles, provider and role there. */
export async function getAccount(options: {
  db: Database
  userId: string
}): Promise<Account | null> {
  const { db, userId } = options
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      avatarUrl: userProfiles.avatarUrl,
      vendorId: vendors.id,
      businessName: vendors.businessName,
      vendorStatus: vendors.status,
    })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.id, user.id))
    .leftJoin(vendors, eq(vendors.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1)
  if (!row) return null
  const roles = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
  return {
    user: { id: row.id, email: row.email, emailVerified: row.emailVerified },
    profile: {
      firstName: row.firstName ?? '',
      lastName: row.lastName ?? '',
      avatarUrl: row.avatarUrl ?? null,
    },
    roles: ROLE_ORDER.filter((role) => roles.some((held) => held.role === role)),
    ...(row.vendorId && row.businessName && row.vendorStatus
      ? {
          vendor: { id: row.vendorId, businessName: row.businessName, status: row.vendorStatus },
          providerRole: 'owner' as const,
        }
      : await staffPlaceOf(db, userId)),
  }
}

/** A staff member's provider and role; nothing for someone who is neither owner nor staff. */
async function staffPlaceOf(db: Database, userId: string) {
  const [place] = await db
    .select({
      id: vendors.id,
      businessName: vendors.businessName,
      status: vendors.status,
      role: providerStaff.role,
    })
    .from(providerStaff)
    .innerJoin(vendors, eq(vendors.id, providerStaff.vendorId))
    .where(and(eq(providerStaff.userId, userId), eq(providerStaff.status, 'active')))
    .limit(1)
  if (!place) return { vendor: null, providerRole: null }
  const { role, ...vendor } = place
  return { vendor, providerRole: role }
}
