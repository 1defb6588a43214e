import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { account, user, userProfiles, userRoles } from '../../db/schema/index.ts'

/**
 * Makes `email` an admin: an existing account gains the admin role (its password is left alone);
 * a new one is created, verified, with the given password. Running it again changes nothing.
 */
export async function createAdmin(options: {
  db: Database
  email: string
  password?: string | undefined
  firstName?: string | undefined
  lastName?: string | undefined
}): Promise<{ userId: string; created: boolean }> {
  const { db } = options
  const email = options.email.trim().toLowerCase()
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email))
  if (existing) {
    await db
      .insert(userRoles)
      .values([
        { userId: existing.id, role: 'customer' },
        { userId: existing.id, role: 'admin' },
      ])
      .onConflictDoNothing()
    return { userId: existing.id, created: false }
  }
  if (!options.password || options.password.length < 6) {
    throw new Error('A new admin needs --password with at least 6 characters.')
  }
  const userId = randomUUID()
  const passwordHash = await hashPassword(options.password)
  const firstName = options.firstName ?? 'Admin'
  const lastName = options.lastName ?? ''
  await db.transaction(async (tx) => {
    await tx.insert(user).values({
      id: userId,
      name: `${firstName} ${lastName}`.trim(),
      email,
      emailVerified: true,
    })
    await tx.insert(account).values({
      id: randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: passwordHash,
    })
    await tx.insert(userProfiles).values({ id: userId, firstName, lastName })
    await tx.insert(userRoles).values([
      { userId, role: 'customer' },
      { userId, role: 'admin' },
    ])
  })
  return { userId, created: true }
}
