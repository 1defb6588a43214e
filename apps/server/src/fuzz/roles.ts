import type { Role } from '@afc/contracts'
import { hashPassword } from 'better-auth/crypto'
import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { account, user, vendors } from '../db/schema/index.ts'
import type { Owner, Protected } from './id-pools.ts'

export const ROLE_NAMES = ['visitor', 'parent', 'vendor', 'pending-vendor', 'admin'] as const
export type RoleName = (typeof ROLE_NAMES)[number]

/** The demo accounts the fuzzer acts as: each holds data of its own (children, activities...). */
const ACCOUNTS: Record<Exclude<RoleName, 'visitor'>, { email: string; role: Role }> = {
  parent: { email: 'parent@example.com', role: 'customer' },
  vendor: { email: 'vendor@example.com', role: 'vendor' },
  'pending-vendor': { email: 'pending-vendor@example.com', role: 'vendor' },
  admin: { email: 'admin@example.com', role: 'admin' },
}

// Not the demo password, which the generator knows: a generated "delete my account" or sign-in
// must never take a role away from the rest of the run.
const ROLE_PASSWORD = 'fuzz-role-password-not-in-any-dictionary'

export type Roles = {
  /** The Cookie header for a role, or undefined for the visitor. */
  cookie: (role: RoleName) => string | undefined
  /** Signs the role in again when its session has ended (a generated sign-out, say). */
  restore: (role: RoleName) => Promise<boolean>
  protectedIds: Protected
  /** Whose records count as the role's own; undefined for the visitor. */
  owner: (role: RoleName) => Owner | undefined
  /** How many times a session had to be restored. */
  restored: () => number
}

/** The role whose routes a path belongs to, so most requests come from someone allowed. */
export function fittingRoles(path: string): readonly RoleName[] {
  if (path.startsWith('/api/admin/')) return ['admin']
  if (path.startsWith('/api/vendor/')) return ['vendor', 'pending-vendor']
  if (/^\/api\/(children|bookings|favorites|account)/.test(path)) return ['parent']
  return ROLE_NAMES
}

/** Gives the demo role accounts a password of their own and signs each of them in. */
export async function prepareRoles(app: FastifyInstance): Promise<Roles> {
  const db = app.database.db
  const emails = Object.values(ACCOUNTS).map((entry) => entry.email)
  const people = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(user.email, emails))
  if (people.length !== emails.length) throw new Error('the demo accounts are missing: seed first')
  const hash = await hashPassword(ROLE_PASSWORD)
  for (const person of people) {
    await db
      .update(account)
      .set({ password: hash })
      .where(and(eq(account.userId, person.id), eq(account.providerId, 'credential')))
  }
  const ownVendors = await db
    .select({ id: vendors.id, userId: vendors.userId })
    .from(vendors)
    .where(
      inArray(
        vendors.userId,
        people.map((person) => person.id),
      ),
    )

  const cookies = new Map<RoleName, string>()
  let restoredCount = 0
  let signIns = 0
  async function signIn(role: Exclude<RoleName, 'visitor'>) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      // A fresh address per sign-in: the credential limits count attempts per address.
      remoteAddress: `10.255.${Math.floor(signIns / 250) % 250}.${signIns++ % 250}`,
      payload: { email: ACCOUNTS[role].email, password: ROLE_PASSWORD, role: ACCOUNTS[role].role },
    })
    if (response.statusCode !== 200) return false
    cookies.set(role, response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '))
    return true
  }
  for (const role of ROLE_NAMES) {
    if (role !== 'visitor' && !(await signIn(role))) throw new Error(`${role} could not sign in`)
  }
  return {
    cookie: (role) => cookies.get(role),
    restore: async (role) => {
      if (role === 'visitor') return true
      const check = await app.inject({
        method: 'GET',
        url: '/api/account/me',
        headers: { cookie: cookies.get(role) ?? '' },
      })
      if (check.statusCode === 200) return true
      restoredCount += 1
      return signIn(role)
    },
    owner: (role) => {
      if (role === 'visitor') return undefined
      const userId = people.find((person) => person.email === ACCOUNTS[role].email)?.id ?? ''
      return { userId, vendorId: ownVendors.find((vendor) => vendor.userId === userId)?.id }
    },
    protectedIds: {
      userIds: people.map((person) => person.id),
      vendorIds: ownVendors.map((v) => v.id),
    },
    restored: () => restoredCount,
  }
}
