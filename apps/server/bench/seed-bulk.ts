import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import {
  type DashboardVendor,
  pickBusyVendor,
  pickDashboardVendors,
  seedBookings,
  seedParticipants,
} from './seed-bookings.ts'
import { countRows } from './seed-counts.ts'
import {
  activityId,
  CATEGORY_SLUGS,
  createSeedHelpers,
  dropForeignKeys,
  dropSecondaryIndexes,
  dropSeedHelpers,
  int,
  locationId,
  SUBJECTS_PER_CATEGORY,
  vendorId,
} from './seed-helpers.ts'
import { seedPeople } from './seed-people.ts'

export type SeedPlan = {
  approvedProviders: number
  pendingProviders: number
  customers: number
  /** Activities of approved providers; every 20th is private (inactive or not approved). */
  activities: number
  /** Activities of pending providers: active and approved, hidden only by the provider. */
  pendingActivities: number
  /** Average weekly sessions per activity (each has this ± 2, at least 1). */
  sessionsPerActivity: number
  /** Past bookings that each carry one review. */
  reviews: number
  /** Every booking, the reviewed ones included. */
  bookings: number
  /** Of those, on the sessions of one busy provider with the average number of activities. */
  busyVendorBookings: number
  /** One participant per booked place (quantity) when true, else one per booking. */
  participantsPerPlace: boolean
}

export type SeedResult = {
  counts: Record<string, number>
  /** The providers whose dashboards the bench opens. */
  dashboardVendors: { busy: DashboardVendor; typical: DashboardVendor }
  steps: { name: string; ms: number }[]
  totalMs: number
}

const BULK_TABLES = [
  'activities',
  'activity_categories',
  'activity_pricing',
  'activity_schedules',
  'bookings',
  'booking_participants',
  'reviews',
] as const
/** Tables loaded with a million rows: their foreign keys are checked once, after the load. */
const KEYED_TABLES = ['bookings', 'booking_participants'] as const

/** Fills a migrated, empty database with a marketplace of the planned size, set by set. */
export async function seedBulk(options: { db: Database; plan: SeedPlan }): Promise<SeedResult> {
  const { db, plan } = options
  const steps: SeedResult['steps'] = []
  const started = performance.now()
  async function step(name: string, work: () => Promise<unknown>) {
    const stepStarted = performance.now()
    await work()
    steps.push({ name, ms: performance.now() - stepStarted })
  }

  await step('helpers', () => createSeedHelpers(db))
  await step('users and providers', () => seedPeople(db, plan))
  let recreateIndexes: () => Promise<void> = async () => {}
  let recreateForeignKeys: () => Promise<void> = async () => {}
  await step('drop secondary indexes and booking keys', async () => {
    recreateIndexes = await dropSecondaryIndexes(db, BULK_TABLES)
    recreateForeignKeys = await dropForeignKeys(db, KEYED_TABLES)
  })
  // One transaction: the deferred trigger wants every activity's default price by commit.
  await step('activities, categories and prices', () =>
    db.transaction(async (tx) => {
      await seedActivities(tx, plan)
      await seedCategoriesAndPrices(tx, plan)
    }),
  )
  // The next-session trigger would look each activity's sessions up without their indexes
  // (dropped for the load): the columns are filled once, after the indexes are back.
  await step('schedules', async () => {
    await db.execute(
      sql`alter table activity_schedules disable trigger activity_schedules_next_session_insert`,
    )
    await seedSchedules(db, plan)
    await db.execute(
      sql`alter table activity_schedules enable trigger activity_schedules_next_session_insert`,
    )
  })
  await step('reviewed bookings and reviews', () => seedReviews(db, plan))
  let busyVendorId = ''
  await step('bookings', async () => {
    busyVendorId = await pickBusyVendor(db, plan)
    await seedBookings(db, plan, busyVendorId)
  })
  await step('booking participants', () => seedParticipants(db, plan.participantsPerPlace))
  await step('recreate secondary indexes', () => recreateIndexes())
  await step('recreate booking keys', () => recreateForeignKeys())
  await step('next sessions', () =>
    db.execute(sql`select refresh_next_sessions(array(select id from activities))`),
  )
  await step('cleanup and vacuum analyze', async () => {
    await dropSeedHelpers(db)
    await db.execute(sql`vacuum analyze`)
  })
  const totalMs = performance.now() - started
  return {
    counts: await countRows(db),
    dashboardVendors: await pickDashboardVendors(db, plan, busyVendorId),
    steps,
    totalMs,
  }
}

/** Activity i belongs to an approved provider up to plan.activities, then to a pending one. */
function activityRows(plan: SeedPlan) {
  const approved = int(plan.approvedProviders)
  return sql`(select i, bench_rand(i, 21, ${int(CATEGORY_SLUGS.length)}) as k,
      case when i <= ${int(plan.activities)} then 1 + bench_rand(i, 20, ${approved})
        else ${approved} + 1 + bench_rand(i, 20, ${int(plan.pendingProviders)}) end as v
    from generate_series(1, ${int(plan.activities + plan.pendingActivities)}) i) g`
}

async function seedActivities(db: Database, plan: SeedPlan) {
  await db.execute(sql`insert into activities (id, vendor_id, location_id, type, title,
      description, short_description, thumbnail_url, min_age, max_age, capacity,
      duration_minutes, is_active, is_approved, is_featured, created_at, updated_at)
    select ${activityId('g.i')}, ${vendorId('g.v')},
      case when bench_rand(i, 22, 100) = 0 then null
        when bench_rand(v, 11, 2) = 0 and bench_rand(i, 23, 2) = 0
          then ${locationId('g.v', '2')}
        else ${locationId('g.v', '1')} end,
      t.type, adj.word || ' ' || s.word || ' ' || t.suffix,
      s.word || ' for curious kids, taught by people who love it. Every session mixes a short '
        || 'demonstration with plenty of hands-on time, so children learn by doing and leave with '
        || 'something to show at home. Groups are small and beginners are welcome; please bring a '
        || 'water bottle and clothes that can get a little messy.',
      case when bench_rand(i, 26, 5) = 0 then null
        else 'Hands-on ' || lower(s.word) || ' in small groups, all materials included.' end,
      '/demo/activity-' || k || '.webp', ages.min_age, ages.max_age,
      case when bench_rand(i, 30, 20) = 0 then null else 6 + bench_rand(i, 31, 25) end,
      45 + 15 * bench_rand(i, 32, 10),
      not (i <= ${int(plan.activities)} and i % 40 = 0),
      not (i <= ${int(plan.activities)} and i % 40 = 20),
      bench_rand(i, 33, 100) = 0, created.at, created.at
    from ${activityRows(plan)}
    join bench_words adj on adj.kind = 'adjective' and adj.idx = bench_rand(i, 24, 10)
    join bench_words s on s.kind = 'subject'
      and s.idx = k * ${int(SUBJECTS_PER_CATEGORY)} + bench_rand(i, 25, ${int(SUBJECTS_PER_CATEGORY)})
    cross join lateral (select case when r < 6 then 'class' when r < 8 then 'course' else 'event' end
        as type,
      case when r < 6 then 'Class' when r < 8 then 'Course' else 'Camp' end as suffix
      from (select bench_rand(i, 27, 10) as r) x) t
    cross join lateral (select bench_rand(i, 28, 20) as shape, bench_rand(i, 29, 13) as low) a
    cross join lateral (select
      case when shape in (0, 2) then null else low end as min_age,
      case when shape in (0, 1) then null else least(18, low + 2 + bench_rand(i, 34, 6)) end
        as max_age) ages
    cross join lateral (select now() - make_interval(secs => bench_rand(i, 35, 365 * 86400)) as at)
      created`)
}

async function seedCategoriesAndPrices(db: Database, plan: SeedPlan) {
  const categories = int(CATEGORY_SLUGS.length)
  // Four in ten activities have a second category besides the one their title is about.
  await db.execute(sql`insert into activity_categories (activity_id, category_id)
    select ${activityId('g.i')}, c.id
    from ${activityRows(plan)}
    cross join lateral (values (k), (case when bench_rand(i, 36, 10) < 4
      then (k + 1 + bench_rand(i, 37, ${categories} - 1)) % ${categories} end)) pick(k)
    join bench_words w on w.kind = 'category' and w.idx = pick.k
    join categories c on c.slug = w.word`)
  // One in ten is free and one in ten costs more than $200 (the slider's '$200+').
  await db.execute(sql`insert into activity_pricing (activity_id, name, price_cents, is_default)
    select ${activityId('g.i')}, 'Standard',
      case when r < 10 then 0 when r >= 90 then 20500 + 500 * bench_rand(i, 41, 80)
        else 1000 + 500 * bench_rand(i, 41, 39) end, true
    from (select i, bench_rand(i, 40, 100) as r
      from generate_series(1, ${int(plan.activities + plan.pendingActivities)}) i) g
    union all
    select ${activityId('i')}, 'Sibling', 800 + 500 * bench_rand(i, 42, 20), false
    from generate_series(1, ${int(plan.activities + plan.pendingActivities)}) i
    where bench_rand(i, 43, 5) = 0`)
}

/**
 * Weekly sessions on one weekday at one local hour, from tomorrow over the next 8 weeks, in the
 * venue's time zone: about 2 activities in 7 meet on a weekend. 1 session in 50 is cancelled.
 */
async function seedSchedules(db: Database, plan: SeedPlan) {
  const fewest = Math.max(1, plan.sessionsPerActivity - 2)
  const spread = plan.sessionsPerActivity + 2 - fewest + 1
  await db.execute(sql`insert into activity_schedules (id, activity_id, starts_at, ends_at,
      is_cancelled)
    select bench_uuid(a.id::text || ':' || k), a.id, t.starts_at,
      t.starts_at + make_interval(mins => coalesce(a.duration_minutes, 60)),
      bench_rand(a.h, 52 + k, 50) = 0
    from (select id, location_id, duration_minutes, hashtextextended(id::text, 0) as h
      from activities) a
    left join vendor_locations l on l.id = a.location_id
    cross join lateral generate_series(0, ${int(fewest - 1)} + bench_rand(a.h, 50, ${int(spread)})) k
    cross join lateral (select ((current_date + (1 + bench_rand(a.h, 51, 7) + 7 * (k % 8)))
        + make_interval(hours => 9 + bench_rand(a.h, 53, 9), mins => 30 * bench_rand(a.h, 54, 2)))
        at time zone coalesce(l.time_zone, 'UTC') as starts_at) t`)
}

/**
 * Reviews hang on bookings of the first session of every 4th activity (all public ones): the
 * first plan.reviews bookings, made before the others so that only they get a review.
 */
async function seedReviews(db: Database, plan: SeedPlan) {
  const reviewed = int(Math.max(1, Math.floor(plan.activities / 4)))
  await db.execute(sql`insert into bookings (id, activity_id, schedule_id, customer_id, quantity,
      status, total_amount_cents, created_at, updated_at)
    select bench_uuid('booking' || j), ${activityId('g.i')},
      bench_uuid(${activityId('g.i')}::text || ':0'),
      'bench-customer-' || (1 + bench_rand(j, 61, ${int(plan.customers)})), 1, 'confirmed',
      p.price_cents, now() - make_interval(days => 1 + bench_rand(j, 62, 60)), now()
    from (select j, 1 + 4 * bench_rand(j, 60, ${reviewed}) as i
      from generate_series(1, ${int(plan.reviews)}) j) g
    join activity_pricing p on p.activity_id = ${activityId('g.i')} and p.is_default`)
  await db.execute(sql`insert into reviews (activity_id, booking_id, customer_id, rating, comment,
      created_at)
    select activity_id, id, customer_id, (array[2, 3, 4, 4, 5, 5, 5, 5, 5, 1])[1 + r],
      case when r % 3 = 0 then null else 'My kids loved it and asked to come back.' end,
      created_at + interval '1 day'
    from (select *, bench_rand(hashtextextended(id::text, 0), 63, 10) as r from bookings) b`)
}
