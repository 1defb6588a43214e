import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import { queryRows } from '../src/db/query-rows.ts'
import type { SeedPlan } from './seed-bulk.ts'
import { int } from './seed-helpers.ts'
import { CHILD_FIRST_NAMES, FAMILY_NAMES } from './seed-words.ts'

/** A provider whose dashboard the bench opens, signed in as its owner. */
export type DashboardVendor = {
  vendorId: string
  userId: string
  email: string
  publicActivities: number
  /** Every booking on its activities, cancelled ones included. */
  bookings: number
}

/** The number of public activities a provider has on average: the dashboard vendors have it. */
export function typicalActivityCount(plan: SeedPlan): number {
  return Math.max(1, Math.round(plan.activities / plan.approvedProviders))
}

type VendorRow = {
  vendorId: string
  userId: string
  email: string
  publicActivities: number
  bookings: number
}

/**
 * The busy provider: an approved one with the average number of public activities (the lowest id
 * among those closest to it), chosen before the bookings so it can be given its large share.
 */
export async function pickBusyVendor(db: Database, plan: SeedPlan): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select v.id from vendors v
      join activities a on a.vendor_id = v.id and a.is_active and a.is_approved
      where v.status = 'approved'
      group by v.id
      order by abs(count(*) - ${int(typicalActivityCount(plan))}), v.id
      limit 1`,
  )
  if (!row) throw new Error('no approved provider with public activities to make busy')
  return row.id
}

/**
 * The bookings besides the reviewed ones: plan.busyVendorBookings on the busy provider's
 * sessions, the rest spread evenly over every other bookable session (public activity, session
 * not cancelled). 85% confirmed, 10% pending, 5% cancelled; 1 to 3 places at the default price.
 */
export async function seedBookings(db: Database, plan: SeedPlan, busyVendorId: string) {
  // Bookable sessions numbered 1..n, the busy provider's (group 1) apart from the others (0).
  await db.execute(sql`create table bench_bookable (grp int, n int, schedule_id uuid,
    activity_id uuid, price_cents int, primary key (grp, n))`)
  await db.execute(sql`insert into bench_bookable
    select grp, row_number() over (partition by grp order by s.id), s.id, a.id, p.price_cents
    from activity_schedules s
    join activities a on a.id = s.activity_id and a.is_active and a.is_approved
    join vendors v on v.id = a.vendor_id and v.status = 'approved'
    join activity_pricing p on p.activity_id = a.id and p.is_default
    cross join lateral (select (a.vendor_id = ${busyVendorId})::int as grp) g
    where not s.is_cancelled`)
  const groups = await queryRows<{ grp: number; n: number }>(
    db,
    sql`select grp, count(*)::int as n from bench_bookable group by grp`,
  )
  const sessions = (grp: number) => Number(groups.find((row) => row.grp === grp)?.n ?? 0)
  if (sessions(0) === 0 || sessions(1) === 0) throw new Error('no bookable sessions')

  const first = plan.reviews + 1
  const lastBusy = plan.reviews + plan.busyVendorBookings
  // A pending booking is a hold made when it was created, lapsed long since (all are an hour old
  // or more): it takes no place.
  await db.execute(sql`insert into bookings (id, activity_id, schedule_id, customer_id, quantity,
      status, hold_expires_at, total_amount_cents, cancelled_at, created_at, updated_at)
    select bench_uuid('booking' || j), t.activity_id, t.schedule_id,
      'bench-customer-' || (1 + bench_rand(j, 71, ${int(plan.customers)})), q.quantity, st.status,
      case when st.status = 'pending' then c.at + interval '15 minutes' end,
      t.price_cents * q.quantity,
      case when st.status = 'cancelled' then c.at + interval '1 day' end, c.at,
      case when st.status = 'cancelled' then c.at + interval '1 day' else c.at end
    from (select j, (j <= ${int(lastBusy)})::int as grp
      from generate_series(${int(first)}, ${int(plan.bookings)}) j) g
    cross join lateral (select 1 + bench_rand(j, 70,
      case when g.grp = 1 then ${int(sessions(1))} else ${int(sessions(0))} end) as n) pick
    join bench_bookable t on t.grp = g.grp and t.n = pick.n
    cross join lateral (select case when r < 55 then 1 when r < 85 then 2 else 3 end as quantity
      from (select bench_rand(j, 72, 100) as r) x) q
    cross join lateral (select case when r < 85 then 'confirmed' when r < 95 then 'pending'
        else 'cancelled' end as status
      from (select bench_rand(j, 73, 100) as r) x) st
    cross join lateral (select now() - make_interval(secs => 3600 + bench_rand(j, 74, 60 * 86400))
      as at) c`)
  await db.execute(sql`drop table bench_bookable`)
}

/**
 * The children on each booking: one per place when perPlace, else one per booking. Siblings
 * share the parent's family name.
 */
export async function seedParticipants(db: Database, perPlace: boolean) {
  const firstNames = sql.raw(`array[${CHILD_FIRST_NAMES.map((name) => `'${name}'`).join(', ')}]`)
  const familyNames = sql.raw(`array[${FAMILY_NAMES.map((name) => `'${name}'`).join(', ')}]`)
  const places = perPlace ? sql`b.quantity` : sql`1`
  await db.execute(sql`insert into booking_participants (id, booking_id, first_name, last_name)
    select bench_uuid(b.id::text || ':' || k), b.id,
      (${firstNames})[1 + bench_rand(h, 80 + k, ${int(CHILD_FIRST_NAMES.length)})],
      (${familyNames})[1 + bench_rand(hashtextextended(coalesce(b.customer_id, ''), 0), 81,
        ${int(FAMILY_NAMES.length)})]
    from (select id, customer_id, quantity, hashtextextended(id::text, 0) as h from bookings) b
    cross join lateral generate_series(1, ${places}) k`)
}

/**
 * The busy provider, and a typical one: the average number of public activities and, among
 * those, the number of bookings closest to the average of the providers that are not busy.
 */
export async function pickDashboardVendors(
  db: Database,
  plan: SeedPlan,
  busyVendorId: string,
): Promise<{ busy: DashboardVendor; typical: DashboardVendor }> {
  const rows = await queryRows<VendorRow>(
    db,
    sql`with own as (
        select vendor_id, count(*) filter (where is_active and is_approved)::int as n
        from activities group by vendor_id
      ), booked as (
        select a.vendor_id, count(*)::int as n
        from bookings b join activities a on a.id = b.activity_id group by a.vendor_id
      )
      select v.id as "vendorId", v.user_id as "userId", u.email,
        coalesce(own.n, 0) as "publicActivities", coalesce(booked.n, 0) as bookings
      from vendors v
      join "user" u on u.id = v.user_id
      left join own on own.vendor_id = v.id
      left join booked on booked.vendor_id = v.id
      where v.status = 'approved'`,
  )
  const vendors = rows.map((row) => ({
    ...row,
    publicActivities: Number(row.publicActivities),
    bookings: Number(row.bookings),
  }))
  const busy = vendors.find((row) => row.vendorId === busyVendorId)
  const others = vendors.filter((row) => row.vendorId !== busyVendorId)
  if (!busy || others.length === 0) throw new Error('the dashboard providers are missing')
  const averageBookings = others.reduce((sum, row) => sum + row.bookings, 0) / others.length
  const target = typicalActivityCount(plan)
  const distance = (row: DashboardVendor) => [
    Math.abs(row.publicActivities - target),
    Math.abs(row.bookings - averageBookings),
  ]
  const [typical] = others.sort((a, b) => {
    const [activitiesA = 0, bookingsA = 0] = distance(a)
    const [activitiesB = 0, bookingsB = 0] = distance(b)
    return (
      activitiesA - activitiesB || bookingsA - bookingsB || a.vendorId.localeCompare(b.vendorId)
    )
  })
  if (!typical) throw new Error('no typical provider')
  return { busy, typical }
}
