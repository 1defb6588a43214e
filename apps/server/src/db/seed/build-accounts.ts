import { randomUUID } from 'node:crypto'
import type { account, children, user, userProfiles, userRoles } from '../schema/index.ts'
import type { DemoAccount, DemoChild } from './demo-accounts.ts'
import { daysBefore } from './time.ts'

export type ChildRow = typeof children.$inferInsert & { id: string }

export type AccountRows = {
  users: (typeof user.$inferInsert)[]
  accounts: (typeof account.$inferInsert)[]
  profiles: (typeof userProfiles.$inferInsert)[]
  roles: (typeof userRoles.$inferInsert)[]
  children: ChildRow[]
  userIdByEmail: ReadonlyMap<string, string>
  /** email -> child first name -> child row */
  childrenByParent: ReadonlyMap<string, ReadonlyMap<string, ChildRow>>
}

/**
 * Rows for real better-auth credential accounts: the auth library finds the password on the
 * 'credential' account whose account_id is the user id, so these sign in like any sign-up.
 */
export function buildAccountRows(options: {
  accounts: readonly DemoAccount[]
  passwordHash: string
  now: Date
}): AccountRows {
  const { passwordHash, now } = options
  const rows: Omit<AccountRows, 'userIdByEmail' | 'childrenByParent'> = {
    users: [],
    accounts: [],
    profiles: [],
    roles: [],
    children: [],
  }
  const userIdByEmail = new Map<string, string>()
  const childrenByParent = new Map<string, Map<string, ChildRow>>()
  for (const demo of options.accounts) {
    const id = randomUUID()
    const email = demo.email.toLowerCase()
    const joinedAt = daysBefore(now, demo.joinedDaysAgo)
    userIdByEmail.set(email, id)
    rows.users.push({
      id,
      name: `${demo.firstName} ${demo.lastName}`,
      email,
      emailVerified: true,
      createdAt: joinedAt,
      updatedAt: joinedAt,
    })
    rows.accounts.push({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
      createdAt: joinedAt,
      updatedAt: joinedAt,
    })
    rows.profiles.push({
      id,
      firstName: demo.firstName,
      lastName: demo.lastName,
      createdAt: joinedAt,
      updatedAt: joinedAt,
    })
    for (const role of demo.roles) rows.roles.push({ userId: id, role, createdAt: joinedAt })
    const family = new Map<string, ChildRow>()
    for (const child of demo.children ?? []) {
      const row: ChildRow = {
        id: randomUUID(),
        parentId: id,
        firstName: child.firstName,
        lastName: demo.lastName,
        birthDate: birthDateFor(child, now),
        notes: child.notes ?? null,
        createdAt: joinedAt,
      }
      family.set(child.firstName, row)
      rows.children.push(row)
    }
    childrenByParent.set(email, family)
  }
  return { ...rows, userIdByEmail, childrenByParent }
}

/** The 'YYYY-MM-DD' birth date that makes the child `ageYears` old on `now` (UTC calendar). */
export function birthDateFor(child: DemoChild, now: Date): string {
  const [month, day] = child.birthday.split('-').map(Number)
  if (!month || !day) throw new Error(`Birthday '${child.birthday}' is not MM-DD`)
  const birthdayThisYear = Date.UTC(now.getUTCFullYear(), month - 1, day)
  const todayUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const year = now.getUTCFullYear() - child.ageYears - (birthdayThisYear > todayUtc ? 1 : 0)
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}
