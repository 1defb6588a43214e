import { MAX_AGE, MIN_AGE } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import { queryRows } from '../src/db/query-rows.ts'
import { activities, activityPricing, activitySchedules } from '../src/db/schema/index.ts'
import { takesPlaces } from '../src/modules/bookings/index.ts'
import type { PreparedBooking } from './load-jobs.ts'
import { birthDateForAge, type Parent } from './prepare-parents.ts'
import { int } from './seed-helpers.ts'

/** Every booking the bench makes carries an Idempotency-Key `bench-<run>-<n>`. */
export const BENCH_KEY_PREFIX = 'bench-'
/** The crowded session's capacity: never reached, so its row lock is the only limit. */
export const CROWDED_CAPACITY = 100_000
type OpenSession = { sessionId: string; minAge: number | null; maxAge: number | null }

/**
 * `count` upcoming sessions of public activities that have a free place, scattered over the
 * catalogue (ordered by a hash of their id) so that the bookings do not queue on one page of rows.
 * `freeOfCharge` keeps activities without a price: their bookings are confirmed at once.
 */
async function pickOpenSessions(
  db: Database,
  count: number,
  freeOfCharge: boolean,
): Promise<OpenSession[]> {
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
        and (${!freeOfCharge} or exists (select 1 from activity_pricing p
          where p.activity_id = a.id and p.is_default and p.price_cents = 0))
        and (a.capacity is null or a.capacity > (select coalesce(sum(b.quantity), 0)
          from bookings b where b.schedule_id = s.id and ${takesPlaces('b')}))
      order by md5(s.id::text)
      limit ${int(count)}`,
  )
}

/** One booking of one child, keyed `bench-<run>-<index>`. */
export const requestOf = (options: {
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
  /** Only activities without a price (bookings confirmed at once, with their mail). */
  freeOfCharge?: boolean
}): Promise<PreparedBooking[][]> {
  const { db, parents, lists, freeOfCharge = false } = options
  const total = lists.reduce((sum, list) => sum + list.size, 0)
  let sessions = await pickOpenSessions(db, total, freeOfCharge)
  if (sessions.length < total) {
    // A small catalogue (BENCH_SCALE) runs out: the lists are still filled, so every run ends
    // on its time, whatever the scale.
    await addOpenSessions(db, total - sessions.length)
    console.log(
      `  ${lists.map((list) => list.run).join(', ')}: ${sessions.length} open sessions in the ` +
        `catalogue, ${total - sessions.length} added on a free activity of the bench's own`,
    )
    sessions = await pickOpenSessions(db, total, freeOfCharge)
  }
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

export type BenchActivity = {
  vendorId: string
  /** An event unless given: only a course has terms. */
  type?: 'event' | 'course'
  title: string
  description: string
  /** Null: no limit. */
  capacity: number | null
  priceCents: number
}

/**
 * A public activity for all ages, written directly (the app's form caps capacity at 10,000), with
 * its default price; in the caller's transaction, which the deferred price trigger checks at
 * commit. Returns its id.
 */
export async function insertBenchActivity(tx: Database, values: BenchActivity): Promise<string> {
  const [activity] = await tx
    .insert(activities)
    .values({
      vendorId: values.vendorId,
      type: values.type ?? 'event',
      title: values.title,
      description: values.description,
      capacity: values.capacity,
      durationMinutes: 120,
      isActive: true,
      isApproved: true,
    })
    .returning({ id: activities.id })
  if (!activity) throw new Error('activity insert returned nothing')
  await tx.insert(activityPricing).values({
    activityId: activity.id,
    name: 'Standard',
    priceCents: values.priceCents,
    isDefault: true,
  })
  return activity.id
}

/**
 * A public activity of `vendorId` with `capacity` places at `priceCents` and one session
 * `daysAhead` days from now; returns the session's id.
 */
export async function createBenchSession(
  db: Database,
  values: BenchActivity & { capacity: number; daysAhead: number },
): Promise<string> {
  return db.transaction(async (tx) => {
    const activityId = await insertBenchActivity(tx, values)
    const startsAt = new Date(Date.now() + values.daysAhead * 86_400_000)
    const [session] = await tx
      .insert(activitySchedules)
      .values({ activityId, startsAt, endsAt: new Date(startsAt.getTime() + 2 * 3_600_000) })
      .returning({ id: activitySchedules.id })
    if (!session) throw new Error('session insert returned nothing')
    return session.id
  })
}

/**
 * `count` sessions, an hour apart from 10 weeks on (after every seeded one), of a free activity
 * without a place limit of the first approved provider: open to any booking of the bench.
 */
async function addOpenSessions(db: Database, count: number): Promise<void> {
  const [vendor] = await queryRows<{ id: string }>(
    db,
    sql`select id from vendors where status = 'approved' order by id limit 1`,
  )
  if (!vendor) throw new Error('no approved provider to open sessions for')
  await db.transaction(async (tx) => {
    const activityId = await insertBenchActivity(tx, {
      vendorId: vendor.id,
      title: 'Bench Drop-in Hour',
      description: 'An hour of free play that runs every hour, for as many children as come.',
      capacity: null,
      priceCents: 0,
    })
    await tx.execute(sql`insert into activity_schedules (activity_id, starts_at, ends_at)
      select ${activityId}, now() + interval '70 days' + make_interval(hours => g),
        now() + interval '70 days' + make_interval(hours => g + 1)
      from generate_series(1, ${int(count)}) g`)
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
  const sessionId = await createBenchSession(db, {
    vendorId,
    title: 'Bench Open Day',
    description: 'A very large open day that every family books at once.',
    capacity: CROWDED_CAPACITY,
    priceCents: 1500,
    daysAhead: 7,
  })
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
