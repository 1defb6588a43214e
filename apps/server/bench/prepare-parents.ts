import { randomBytes } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import { queryRows } from '../src/db/query-rows.ts'
import { addChild } from '../src/modules/children/children-service.ts'
import { int } from './seed-helpers.ts'
import { CHILD_FIRST_NAMES, FAMILY_NAMES } from './seed-words.ts'
import { giveCredential, signIn } from './sign-in.ts'

/**
 * One child of each of these ages per family: every activity's age range (3 years wide at the
 * narrowest, within 0-18) holds at least one of them, so any session can be booked by any parent.
 */
const FAMILY_AGES = [2, 4, 6, 8, 10, 12, 14, 16]
/** Families prepared side by side: the server checks each password with scrypt, on its pool. */
const FAMILIES_AT_ONCE = 4

export type Parent = {
  userId: string
  /** The Cookie header of the parent's signed-in session. */
  cookie: string
  family: { childId: string; age: number }[]
}

/**
 * A birth date `age` years and 3 months ago: the child turns age + 1 in about 9 months, after
 * every seeded session (all within 9 weeks), whatever the venue's time zone.
 */
export function birthDateForAge(age: number, today = new Date()): string {
  const date = new Date(
    Date.UTC(
      today.getUTCFullYear() - age,
      today.getUTCMonth() - 3,
      Math.min(28, today.getUTCDate()),
    ),
  )
  return date.toISOString().slice(0, 10)
}

/** A home address of its own for the n-th family (10.x.y.z), for the sign-in limit per address. */
const homeAddress = (n: number) =>
  `10.${Math.floor(n / 62_500) % 256}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`

/**
 * `count` seeded parents after the first `skip` (the ones an earlier step took) with a password,
 * a family of one child per age of `ages` added through the app's child service, signed in
 * through the API from their own address: one Cookie header each.
 */
export async function prepareParents(options: {
  db: Database
  baseUrl: string
  count: number
  skip?: number
  ages?: readonly number[]
}): Promise<Parent[]> {
  const { db, baseUrl, count, skip = 0, ages = FAMILY_AGES } = options
  const customers = await queryRows<{ id: string; email: string }>(
    db,
    sql`select id, email from "user" where id like 'bench-customer-%'
      order by id limit ${int(count)} offset ${int(skip)}`,
  )
  if (customers.length === 0) throw new Error('no seeded customers to book with')
  const password = randomBytes(16).toString('hex')
  // One hash for all: scrypt is slow on purpose, and the server checks each sign-in anyway.
  await giveCredential(
    db,
    customers.map((customer) => customer.id),
    await hashPassword(password),
  )
  const parents: Parent[] = new Array(customers.length)
  let next = 0
  const prepareNext = async () => {
    for (let index = next++; index < customers.length; index = next++) {
      const customer = customers[index] as (typeof customers)[number]
      const lastName = FAMILY_NAMES[(skip + index) % FAMILY_NAMES.length] ?? 'Bench'
      const family: Parent['family'] = []
      for (const [childIndex, age] of ages.entries()) {
        const child = await addChild({
          db,
          parentId: customer.id,
          input: {
            firstName:
              CHILD_FIRST_NAMES[(skip + index + childIndex) % CHILD_FIRST_NAMES.length] ?? 'Kid',
            lastName,
            birthDate: birthDateForAge(age),
            notes: null,
          },
        })
        family.push({ childId: child.id, age })
      }
      const cookie = await signIn({
        baseUrl,
        email: customer.email,
        password,
        role: 'customer',
        clientAddress: homeAddress(skip + index),
      })
      parents[index] = { userId: customer.id, cookie, family }
    }
  }
  await Promise.all(Array.from({ length: FAMILIES_AT_ONCE }, prepareNext))
  return parents
}
