import { randomUUID } from 'node:crypto'
import { account, children, user, userProfiles, userRoles } from '../db/schema/index.ts'
import { signInCookie } from './accounts.ts'
import type { TestAppWithMail } from './app.ts'

/**
 * `count` parents with one child each, signed in through the API. The accounts are written
 * straight to the database with one shared password hash: signing up one by one would spend
 * most of a test in the sign-up's deliberate slowness.
 */
export async function createManyParents(
  app: TestAppWithMail,
  options: { count: number; label: string; childBirthDate: string },
) {
  const db = app.database.db
  const password = 'password123'
  const hash = await (await app.auth.$context).password.hash(password)
  const people = Array.from({ length: options.count }, (_, index) => ({
    userId: randomUUID(),
    email: `${options.label}-${index}@example.com`,
    childId: randomUUID(),
  }))
  await db
    .insert(user)
    .values(people.map((p, index) => ({ id: p.userId, name: `Parent ${index}`, email: p.email })))
  await db.insert(account).values(
    people.map((p) => ({
      id: randomUUID(),
      accountId: p.userId,
      providerId: 'credential',
      userId: p.userId,
      password: hash,
    })),
  )
  await db
    .insert(userProfiles)
    .values(
      people.map((p, index) => ({ id: p.userId, firstName: `Parent${index}`, lastName: 'Rush' })),
    )
  await db
    .insert(userRoles)
    .values(people.map((p) => ({ userId: p.userId, role: 'customer' as const })))
  await db.insert(children).values(
    people.map((p, index) => ({
      id: p.childId,
      parentId: p.userId,
      firstName: `Kid${index}`,
      lastName: 'Rush',
      birthDate: options.childBirthDate,
    })),
  )
  const parents = []
  for (const p of people) {
    parents.push({ ...p, cookie: await signInCookie(app, { email: p.email, password }) })
  }
  return parents
}
