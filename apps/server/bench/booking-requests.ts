import { randomBytes } from 'node:crypto'
import { MAX_AGE, MIN_AGE } from '@afc/contracts'
import { hashPassword } from 'better-auth/crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import { queryRows } from '../src/db/query-rows.ts'
import { activities, activityPricing, activitySchedules } from '../src/db/schema/index.ts'
import { takesPlaces } from '../src/lib/active-bookings.ts'
import { addChild } from '../src/modules/children/children-service.ts'
import type { PreparedBooking } from './load-jobs.ts'
import { int } from './seed-helpers.ts'
import { CHILD_FIRST_NAMES, FAMILY_NAMES } from './seed-words.ts'
import { giveCredential, signIn } from './sign-in.ts'

/** Every booking the bench makes carries an Idempotency-Key `bench-<run>-<n>`. */
export const BENCH_KEY_PREFIX = 'bench-'
/** The crowded session's capacity: never reached, so its row lock is the only limit. */
export const CROWDED_CAPACITY = 100_000
/**
 * One child of each of these ages per family: every activity's age range (3 years wide at the
 * narrowest, within 0-18) holds at least one of them, so any session can be booked by any parent.
 */
const FAMILY_AGES = [2, 4, 6, 8, 10, 12, 14, 16]

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
function birthDateForAge(age: number, today = new Date()): string {
  const date = new Date(
    Date.UTC(
      today.getUTCFullYear() - age,
      today.getUTCMonth() - 3,
      Math.min(28, today.getUTCDate()),
    ),
  )
  return date.toISOString().slice(0, 10)
}

/**
 * Seeded parents with a password, a family of FAMILY_AGES.length children added through the
 * app's child service, signed in through the API: one Cookie header each.
 */
export async function prepareParents(options: {
  db: Database
  baseUrl: string
  count: number
}): Promise<Parent[]> {
  const { db, baseUrl, count } = options
  const customers = await queryRows<{ id: string; email: string }>(
    db,
    sql`select id, email from "user" where id like 'bench-customer-%' order by id limit ${int(count)}`,
  )
  if (customers.length === 0) throw new Error('no seeded customers to book with')
  const password = randomBytes(16).toString('hex')
  // One hash for all: scrypt is slow on purpose, and the server checks each sign-in anyway.
  await giveCredential(
    db,
    customers.map((customer) => customer.id),
    await hashPassword(password),
  )
  const parents: Parent[] = []
  for (const [index, customer] of customers.entries()) {
    const lastName = FAMILY_NAMES[index % FAMILY_NAMES.length] ?? 'Bench'
    const family: Parent['family'] = []
    for (const [childIndex, age] of FAMILY_AGES.entries()) {
      const child = await addChild({
        db,
        parentId: customer.id,
        input: {
          firstName: CHILD_FIRST_NAMES[(index + childIndex) % CHILD_FIRST_NAMES.length] ?? 'Kid',
          lastName,
          birthDate: birthDateForAge(age),
          notes: null,
        },
      })
      family.push({ childId: child.id, age })
    }
    const cookie = await signIn({ baseUrl, email: customer.email, password, role: 'customer' })
    parents.push({ userId: customer.id, cookie, family })
  }
  return parents
}

type OpenSession = { sessionId: string; minAge: number | null; maxAge: number | null }

/**
 * `count` upcoming sessions of public activities that have a free place, scattered over the
 * catalogue (ordered by a hash of their id) so that the bookings do not queue on one page of rows.
 */
async function pickOpenSessions(db: Database, count: number): Promise<OpenSession[]> {
  return queryRows<OpenSession>(
    db,
    sql`select s.id as "sessionId", a.min_age as "minAge", a.max_age as "maxAge"
      from activity_schedules s
      join activities a on a.id = s.activity_id
        and a.is_active and a.is_approved and a.deleted_at is null
      join vendors v on v.id = a.vendor_id and v.status = 'approved'
      where not s.is_cancelled and s.starts_at > now() + interval '1 hour'
        -- A later step must not book a child the bench already put into this session.
        and not exists (select 1 from bookings mine where mine.schedule_id = s.id
          and mine.idempotency_key like ${`${BENCH_KEY_PREFIX}%`})
        and (a.capacity is null or a.capacity > (select coalesce(sum(b.quantity), 0)
          from bookings b where b.schedule_id = s.id and ${takesPlaces('b')}))
      order by md5(s.id::text)
      limit ${int(count)}`,
  )
}

const requestOf = (options: {
  parent: Parent
  run: string
  index: number
  sessionId: string
  childId: string
}): PreparedBooking => ({
  cookie: options.parent.cookie,
  idempotencyKey: `${BENCH_KEY_PREFIX}${options.run}-${options.index}`,
  body: JSON.stringify({ sessionId: options.sessionId, childIds: [options.childId] }),
})

/**
 * One booking per open session, for one child whose age fits the activity, the parents taking
 * turns: lists of distinct, valid bookings, one per entry of `sizes` (no session in two lists).
 */
export async function distinctSessionBookings(options: {
  db: Database
  parents: Parent[]
  lists: { run: string; size: number }[]
}): Promise<PreparedBooking[][]> {
  const { db, parents, lists } = options
  const total = lists.reduce((sum, list) => sum + list.size, 0)
  const sessions = await pickOpenSessions(db, total)
  const requests: PreparedBooking[][] = []
  let next = 0
  for (const list of lists) {
    const prepared: PreparedBooking[] = []
    for (const session of sessions.slice(next, next + list.size)) {
      const parent = parents[(next + prepared.length) % parents.length] as Parent
      const low = session.minAge ?? MIN_AGE
      const high = session.maxAge ?? MAX_AGE
      const child = parent.family.find((kid) => kid.age >= low && kid.age <= high)
      if (!child) continue
      prepared.push(
        requestOf({
          parent,
          run: list.run,
          index: prepared.length,
          sessionId: session.sessionId,
          childId: child.childId,
        }),
      )
    }
    next += list.size
    requests.push(prepared)
  }
  return requests
}

/**
 * An activity of `vendorId` for all ages with CROWDED_CAPACITY places and one session a week
 * from now, written directly: the app's form caps capacity at 10,000.
 */
async function createCrowdedSession(db: Database, vendorId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [activity] = await tx
      .insert(activities)
      .values({
        vendorId,
        type: 'event',
        title: 'Bench Open Day',
        description: 'A very large open day that every family books at once.',
        capacity: CROWDED_CAPACITY,
        durationMinutes: 120,
        isActive: true,
        isApproved: true,
      })
      .returning({ id: activities.id })
    if (!activity) throw new Error('activity insert returned nothing')
    // The deferred trigger wants a default price by commit.
    await tx
      .insert(activityPricing)
      .values({ activityId: activity.id, name: 'Standard', priceCents: 1500, isDefault: true })
    const startsAt = new Date(Date.now() + 7 * 86_400_000)
    const [session] = await tx
      .insert(activitySchedules)
      .values({
        activityId: activity.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
      })
      .returning({ id: activitySchedules.id })
    if (!session) throw new Error('session insert returned nothing')
    return session.id
  })
}

/**
 * `size` bookings of one session, each for a different child: the parents get that many extra
 * children (written in one statement; the child service would take minutes at this count).
 */
export async function crowdedSessionBookings(options: {
  db: Database
  parents: Parent[]
  vendorId: string
  run: string
  size: number
}): Promise<{ sessionId: string; requests: PreparedBooking[] }> {
  const { db, parents, vendorId, run, size } = options
  const sessionId = await createCrowdedSession(db, vendorId)
  const parentRows = sql.join(
    parents.map((parent, index) => sql`(${int(index)}, ${parent.userId})`),
    sql`, `,
  )
  const children = await queryRows<{ id: string; parentId: string }>(
    db,
    sql`insert into children (parent_id, first_name, last_name, birth_date)
      select p.user_id, 'Guest ' || g, 'Crowd', ${birthDateForAge(8)}::date
      from generate_series(0, ${int(size - 1)}) g
      join (values ${parentRows}) as p(idx, user_id) on p.idx = g % ${int(parents.length)}
      returning id, parent_id as "parentId"`,
  )
  const parentById = new Map(parents.map((parent) => [parent.userId, parent]))
  const requests = children.map((child, index) => {
    const parent = parentById.get(child.parentId)
    if (!parent) throw new Error(`child ${child.id} has no prepared parent`)
    return requestOf({ parent, run, index, sessionId, childId: child.id })
  })
  return { sessionId, requests }
}
