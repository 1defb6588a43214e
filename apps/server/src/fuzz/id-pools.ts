import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { queryRows } from '../db/query-rows.ts'

/** Real identifiers from the database, so generated requests reach past "not found". */
export type Pools = {
  activities: string[]
  sessions: string[]
  bookings: string[]
  children: string[]
  reviews: string[]
  users: string[]
  vendors: string[]
  locations: string[]
  messages: string[]
  calendars: string[]
  categories: string[]
  emails: string[]
}
export type PoolName = keyof Pools

/** The fuzzer's own accounts: never handed to admin actions, or a role would be lost mid-run. */
export type Protected = { userIds: string[]; vendorIds: string[] }

// Ids are random per database, so each pool is ordered by what the rows say (titles, emails,
// times relative to the seed): the same seed then picks the same records on every run.
const QUERIES: Record<PoolName, SQL> = {
  activities: sql`select id::text as id from activities order by title, created_at`,
  sessions: sql`select s.id::text as id from activity_schedules s
    join activities a on a.id = s.activity_id order by a.title, s.starts_at`,
  bookings: sql`select b.id::text as id from bookings b
    join activities a on a.id = b.activity_id
    join activity_schedules s on s.id = b.schedule_id
    left join "user" u on u.id = b.customer_id
    order by a.title, s.starts_at, u.email, b.created_at`,
  children: sql`select c.id::text as id from children c join "user" u on u.id = c.parent_id
    order by u.email, c.first_name, c.created_at`,
  reviews: sql`select r.id::text as id from reviews r join activities a on a.id = r.activity_id
    left join "user" u on u.id = r.customer_id order by a.title, u.email, r.created_at`,
  users: sql`select id from "user" order by email`,
  vendors: sql`select id::text as id from vendors order by business_name, created_at`,
  locations: sql`select l.id::text as id from vendor_locations l
    join vendors v on v.id = l.vendor_id order by v.business_name, l.name, l.created_at`,
  messages: sql`select id::text as id from contact_messages order by created_at, email`,
  calendars: sql`select p.calendar_token || '.ics' as id from user_profiles p
    join "user" u on u.id = p.id where p.calendar_token is not null order by u.email`,
  categories: sql`select slug as id from categories order by slug`,
  emails: sql`select email as id from "user" order by email`,
}

/** Whose records a role's "own" pools hold: the signed-in user, and their provider if any. */
export type Owner = { userId: string; vendorId: string | undefined }

/**
 * The records a role may act on: a parent's children and bookings and the open sessions they
 * could book; a provider's activities, sessions, venues, and the bookings and reviews of those.
 */
function ownQueries({ userId, vendorId }: Owner): Partial<Record<PoolName, SQL>> {
  const family = {
    children: sql`select id::text as id from children where parent_id = ${userId}
      order by first_name, created_at`,
    bookings: sql`select b.id::text as id from bookings b join activities a on a.id = b.activity_id
      join activity_schedules s on s.id = b.schedule_id where b.customer_id = ${userId}
      order by a.title, s.starts_at, b.created_at`,
    reviews: sql`select r.id::text as id from reviews r join activities a on a.id = r.activity_id
      where r.customer_id = ${userId} order by a.title, r.created_at`,
    sessions: sql`select s.id::text as id from activity_schedules s
      join activities a on a.id = s.activity_id
      where s.starts_at > now() and not s.is_cancelled and a.is_active and a.is_approved
      order by a.title, s.starts_at`,
  }
  if (!vendorId) return family
  return {
    activities: sql`select id::text as id from activities where vendor_id = ${vendorId}
      order by title, created_at`,
    sessions: sql`select s.id::text as id from activity_schedules s
      join activities a on a.id = s.activity_id where a.vendor_id = ${vendorId}
      order by a.title, s.starts_at`,
    locations: sql`select id::text as id from vendor_locations where vendor_id = ${vendorId}
      order by name, created_at`,
    bookings: sql`select b.id::text as id from bookings b join activities a on a.id = b.activity_id
      join activity_schedules s on s.id = b.schedule_id where a.vendor_id = ${vendorId}
      order by a.title, s.starts_at, b.created_at`,
    reviews: sql`select r.id::text as id from reviews r join activities a on a.id = r.activity_id
      where a.vendor_id = ${vendorId} order by a.title, r.created_at`,
  }
}

export async function loadOwnPools(db: Database, owner: Owner): Promise<Partial<Pools>> {
  const pools: Partial<Pools> = {}
  for (const [name, query] of Object.entries(ownQueries(owner))) {
    const rows = await queryRows<{ id: string }>(db, query)
    pools[name as PoolName] = rows.map((row) => row.id)
  }
  return pools
}

export async function loadPools(db: Database, keep: Protected): Promise<Pools> {
  const excluded = new Set([...keep.userIds, ...keep.vendorIds])
  const pools = {} as Pools
  for (const name of Object.keys(QUERIES) as PoolName[]) {
    const rows = await queryRows<{ id: string }>(db, QUERIES[name])
    const ids = rows.map((row) => row.id)
    pools[name] =
      name === 'users' || name === 'vendors' ? ids.filter((id) => !excluded.has(id)) : ids
  }
  return pools
}

/** The resource a path segment before `{id}` names. */
const SEGMENT_POOLS: Record<string, PoolName> = {
  activities: 'activities',
  favorites: 'activities',
  vendors: 'vendors',
  children: 'children',
  bookings: 'bookings',
  locations: 'locations',
  schedules: 'sessions',
  reviews: 'reviews',
  users: 'users',
  'contact-messages': 'messages',
}

/** The resource a field or parameter name points at, once `Id`/`Ids` is taken off. */
const NAME_POOLS: Record<string, PoolName> = {
  activity: 'activities',
  session: 'sessions',
  schedule: 'sessions',
  booking: 'bookings',
  child: 'children',
  review: 'reviews',
  user: 'users',
  admin: 'users',
  vendor: 'vendors',
  location: 'locations',
  file: 'calendars',
  category: 'categories',
  categories: 'categories',
  email: 'emails',
}

/** Which pool fits a parameter or field: `{id}` by the path around it, others by their name. */
export function poolFor(name: string, path: string): PoolName | undefined {
  if (name === 'id') {
    const segments = path.split('/')
    const at = segments.indexOf('{id}')
    return SEGMENT_POOLS[segments[at - 1] ?? '']
  }
  return NAME_POOLS[name.replace(/Ids?$/, '')]
}
