import { access } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CATEGORIES, FEATURED_ACTIVITIES_LIMIT } from '@afc/contracts'
import { verifyPassword } from 'better-auth/crypto'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../test/database.ts'
import type { DatabaseHandle } from '../client.ts'
import { DEMO_PASSWORD } from './demo-accounts.ts'
import { type SeedResult, seedDemoData } from './seed-demo-data.ts'

// A Wednesday four days before Chicago and Denver spring forward: sessions cross a DST change.
const now = new Date('2026-03-04T15:00:00Z')
const demoAssets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets')

let handle: DatabaseHandle
let first: SeedResult

beforeAll(async () => {
  handle = await createTestDatabase()
  first = await seedDemoData({ db: handle.db, now })
})

afterAll(async () => {
  await handle?.close()
})

async function rows<T>(statement: SQL): Promise<T[]> {
  const result = (await handle.db.execute(statement)) as { rows: T[] }
  return result.rows
}

async function count(statement: SQL): Promise<number> {
  const [row] = await rows<{ n: number }>(statement)
  return row?.n ?? Number.NaN
}

// A join, not a where clause, so queries can keep joining and filtering after it.
const publicActivities = sql`
  activities a join vendors v
    on v.id = a.vendor_id and v.status = 'approved' and a.is_active and a.is_approved`

describe('seedDemoData on an empty database', () => {
  it('reports what it seeded, and the database agrees', async () => {
    expect(first.seeded).toBe(true)
    const { counts } = first
    expect(counts.approvedProviders).toBeGreaterThanOrEqual(6)
    expect(counts.publicActivities).toBeGreaterThanOrEqual(40)
    expect(await count(sql`select count(*)::int as n from "user"`)).toBe(counts.users)
    expect(await count(sql`select count(*)::int as n from vendors`)).toBe(counts.providers)
    expect(await count(sql`select count(*)::int as n from activities`)).toBe(counts.activities)
    expect(await count(sql`select count(*)::int as n from ${publicActivities}`)).toBe(
      counts.publicActivities,
    )
    expect(await count(sql`select count(*)::int as n from activity_schedules`)).toBe(
      counts.schedules,
    )
    expect(await count(sql`select count(*)::int as n from bookings`)).toBe(counts.bookings)
    expect(await count(sql`select count(*)::int as n from reviews`)).toBe(counts.reviews)
  })

  it('covers every category and every activity type among public activities', async () => {
    const perCategory = await rows<{ slug: string; n: number }>(sql`
      select c.slug, count(*)::int as n from ${publicActivities}
      join activity_categories ac on ac.activity_id = a.id
      join categories c on c.id = ac.category_id
      group by c.slug`)
    expect(perCategory.map((row) => row.slug).sort()).toEqual(
      CATEGORIES.map((category) => category.slug).sort(),
    )
    for (const row of perCategory) expect(row.n, row.slug).toBeGreaterThanOrEqual(3)
    const types = await rows<{ type: string }>(
      sql`select distinct a.type from ${publicActivities} order by a.type`,
    )
    expect(types.map((row) => row.type)).toEqual(['class', 'course', 'event'])
    const twoCategories = await count(sql`
      select count(*)::int as n from (
        select activity_id from activity_categories group by activity_id having count(*) = 2
      ) t`)
    expect(twoCategories).toBeGreaterThanOrEqual(5)
  })

  it('has featured, free, pricey, open-ended and unlimited public activities', async () => {
    const [shape] = await rows<Record<string, number>>(sql`
      select
        count(*) filter (where a.is_featured)::int as featured,
        count(*) filter (where p.price_cents = 0)::int as free,
        count(*) filter (where p.price_cents > 20000)::int as pricey,
        count(*) filter (where p.price_cents between 1200 and 24000)::int as typical,
        count(*) filter (where a.min_age is null)::int as no_min_age,
        count(*) filter (where a.max_age is null)::int as no_max_age,
        count(*) filter (where a.capacity is null)::int as unlimited,
        count(*) filter (where a.short_description is null or char_length(a.short_description) > 100)::int as bad_short,
        count(distinct a.created_at)::int as distinct_created,
        count(*)::int as total,
        (extract(epoch from max(a.created_at) - min(a.created_at)) / 86400)::int as created_span_days
      from ${publicActivities}
      join activity_pricing p on p.activity_id = a.id and p.is_default`)
    expect(shape?.featured).toBe(FEATURED_ACTIVITIES_LIMIT)
    expect(shape?.free).toBeGreaterThanOrEqual(1)
    expect(shape?.pricey).toBeGreaterThanOrEqual(1)
    expect(shape?.typical).toBeGreaterThanOrEqual(30)
    expect(shape?.no_min_age).toBeGreaterThanOrEqual(1)
    expect(shape?.no_max_age).toBeGreaterThanOrEqual(1)
    expect(shape?.unlimited).toBeGreaterThanOrEqual(1)
    expect(shape?.bad_short).toBe(0)
    expect(shape?.distinct_created).toBe(shape?.total)
    expect(shape?.created_span_days).toBeGreaterThanOrEqual(60)
  })

  it('gives every activity exactly one default price, named Standard', async () => {
    const wrong = await rows<{ id: string }>(sql`
      select a.id from activities a
      left join activity_pricing p on p.activity_id = a.id and p.is_default and p.name = 'Standard'
      group by a.id having count(p.id) <> 1`)
    expect(wrong).toEqual([])
  })

  it('places activities at their own provider, which has exactly one primary location', async () => {
    expect(
      await count(sql`
        select count(*)::int as n from activities a
        left join vendor_locations l on l.id = a.location_id and l.vendor_id = a.vendor_id
        where l.id is null`),
    ).toBe(0)
    expect(
      await count(sql`
        select count(*)::int as n from vendors v
        where (select count(*) from vendor_locations l where l.vendor_id = v.id and l.is_primary) <> 1`),
    ).toBe(0)
  })

  it('schedules sessions from four weeks back to eight weeks ahead, many on weekends', async () => {
    const at = now.toISOString()
    const [window] = await rows<Record<string, number>>(sql`
      select
        count(*) filter (where starts_at <= ${at}::timestamptz - interval '28 days'
                            or starts_at >= ${at}::timestamptz + interval '56 days')::int as outside,
        count(*) filter (where ends_at <= starts_at)::int as backwards,
        count(*) filter (where ends_at < ${at}::timestamptz)::int as past
      from activity_schedules`)
    expect(window).toEqual({ outside: 0, backwards: 0, past: expect.any(Number) })
    expect(window?.past).toBeGreaterThan(50)
    const withoutUpcoming = await count(sql`
      select count(*)::int as n from ${publicActivities}
      where not exists (select 1 from activity_schedules s
                      where s.activity_id = a.id and s.starts_at > ${at}::timestamptz)`)
    expect(withoutUpcoming).toBe(0)
    const withWeekendSessions = await count(sql`
      select count(distinct a.id)::int as n from ${publicActivities}
      where exists (
        select 1 from activity_schedules s join vendor_locations l on l.id = a.location_id
        where s.activity_id = a.id and s.starts_at > ${at}::timestamptz
          and extract(isodow from s.starts_at at time zone l.time_zone) in (6, 7))`)
    expect(withWeekendSessions).toBeGreaterThanOrEqual(25)
  })

  it('keeps session wall-clock times in the venue zone across the DST change', async () => {
    const localTimes = await rows<{ local_time: string }>(sql`
      select distinct to_char(s.starts_at at time zone l.time_zone, 'HH24:MI') as local_time
      from activity_schedules s
      join activities a on a.id = s.activity_id
      join vendor_locations l on l.id = a.location_id
      where a.title = 'Robot Builders: LEGO Robotics'`)
    expect(localTimes).toEqual([{ local_time: '10:00' }])
  })

  it('images referenced by the data exist under assets/demo', async () => {
    const urls = await rows<{ url: string }>(sql`
      select logo_url as url from vendors union select banner_url from vendors
      union select thumbnail_url from activities`)
    expect(urls.length).toBeGreaterThanOrEqual(16)
    for (const { url } of urls) {
      expect(url).toMatch(/^\/demo\/[a-z0-9-]+\.webp$/)
      await expect(access(path.join(demoAssets, url)), url).resolves.toBeUndefined()
    }
  })
})

describe('demo bookings', () => {
  it('never exceed a session capacity', async () => {
    const overfull = await rows<{ schedule_id: string }>(sql`
      select b.schedule_id from bookings b join activities a on a.id = b.activity_id
      where b.status <> 'cancelled' and a.capacity is not null
      group by b.schedule_id, a.capacity having sum(b.quantity) > a.capacity`)
    expect(overfull).toEqual([])
  })

  it('count their participants and charge the default price for each', async () => {
    const inconsistent = await count(sql`
      select count(*)::int as n from bookings b
      join activity_schedules s on s.id = b.schedule_id
      join activity_pricing p on p.activity_id = b.activity_id and p.is_default
      where s.activity_id <> b.activity_id
         or b.total_amount_cents <> p.price_cents * b.quantity
         or b.quantity <> (select count(*) from booking_participants bp where bp.booking_id = b.id)`)
    expect(inconsistent).toBe(0)
  })

  it('book children who fit the age range, from the family that booked', async () => {
    const misfits = await rows<{ first_name: string; title: string }>(sql`
      select c.first_name, a.title from booking_participants bp
      join bookings b on b.id = bp.booking_id
      join children c on c.id = bp.child_id
      join activities a on a.id = b.activity_id
      join activity_schedules s on s.id = b.schedule_id
      where c.parent_id <> b.customer_id
         or extract(year from age(s.starts_at::date, c.birth_date)) not between coalesce(a.min_age, 0) and coalesce(a.max_age, 18)`)
    expect(misfits).toEqual([])
  })

  it('are reviewed only once they are finished and confirmed', async () => {
    const at = now.toISOString()
    expect(first.counts.reviews).toBeGreaterThanOrEqual(10)
    const early = await count(sql`
      select count(*)::int as n from reviews r
      join bookings b on b.id = r.booking_id
      join activity_schedules s on s.id = b.schedule_id
      where b.status <> 'confirmed' or s.ends_at > ${at}::timestamptz or r.created_at < s.ends_at
         or r.created_at > ${at}::timestamptz or r.activity_id <> b.activity_id
         or r.customer_id is distinct from b.customer_id`)
    expect(early).toBe(0)
  })

  it('give parent@example.com two children and upcoming, past and cancelled bookings', async () => {
    const at = now.toISOString()
    const [parent] = await rows<Record<string, number>>(sql`
      select
        (select count(*) from children c where c.parent_id = u.id)::int as children,
        count(*) filter (where b.status = 'confirmed' and s.starts_at > ${at}::timestamptz)::int as upcoming,
        count(*) filter (where b.status = 'confirmed' and s.ends_at < ${at}::timestamptz)::int as past,
        count(*) filter (where b.status = 'cancelled')::int as cancelled
      from "user" u
      join bookings b on b.customer_id = u.id
      join activity_schedules s on s.id = b.schedule_id
      where u.email = 'parent@example.com'
      group by u.id`)
    expect(parent).toEqual({ children: 2, upcoming: 2, past: 2, cancelled: 1 })
  })
})

describe('demo accounts', () => {
  const roleOf = (email: string) =>
    rows<{ role: string }>(sql`
      select r.role from user_roles r join "user" u on u.id = r.user_id
      where u.email = ${email} order by r.role`).then((found) => found.map((row) => row.role))

  it('hold the documented roles, and every account is a customer', async () => {
    expect(await roleOf('admin@example.com')).toEqual(['admin', 'customer'])
    expect(await roleOf('vendor@example.com')).toEqual(['customer', 'vendor'])
    expect(await roleOf('pending-vendor@example.com')).toEqual(['customer', 'vendor'])
    expect(await roleOf('parent@example.com')).toEqual(['customer'])
    expect(
      await count(sql`
        select count(*)::int as n from "user" u
        where not exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'customer')`),
    ).toBe(0)
    expect(
      await count(
        sql`select count(*)::int as n from "user" where email like '%@example.com' and email = lower(email) and email_verified`,
      ),
    ).toBeGreaterThanOrEqual(14)
  })

  it('own the right providers', async () => {
    const owned = await rows<{ email: string; status: string }>(sql`
      select u.email, v.status from vendors v join "user" u on u.id = v.user_id
      where u.email in ('vendor@example.com', 'pending-vendor@example.com') order by u.email`)
    expect(owned).toEqual([
      { email: 'pending-vendor@example.com', status: 'pending' },
      { email: 'vendor@example.com', status: 'approved' },
    ])
  })

  it('are better-auth credential accounts that accept the demo password', async () => {
    const credentials = await rows<{ account_id: string; user_id: string; password: string }>(sql`
      select a.account_id, a.user_id, a.password from account a
      where a.provider_id = 'credential'`)
    expect(credentials).toHaveLength(first.counts.users)
    for (const credential of credentials) expect(credential.account_id).toBe(credential.user_id)
    const hash = credentials[0]?.password ?? ''
    expect(await verifyPassword({ hash, password: DEMO_PASSWORD })).toBe(true)
    expect(await verifyPassword({ hash, password: 'password124' })).toBe(false)
  })

  it("keep the pending provider's listing out of the catalogue, awaiting approval", async () => {
    const [pending] = await rows<{ is_active: boolean; is_approved: boolean; public: boolean }>(sql`
      select a.is_active, a.is_approved, a.id in (select a.id from ${publicActivities}) as public
      from activities a
      join vendors v on v.id = a.vendor_id
      join "user" u on u.id = v.user_id
      where u.email = 'pending-vendor@example.com'`)
    expect(pending).toEqual({ is_active: true, is_approved: false, public: false })
  })
})

describe('seeding again', () => {
  it('changes nothing once the database has data', async () => {
    const tables = ['"user"', 'vendors', 'activities', 'activity_schedules', 'bookings', 'reviews']
    const before = await Promise.all(
      tables.map((table) => count(sql.raw(`select count(*)::int as n from ${table}`))),
    )
    const second = await seedDemoData({ db: handle.db, now })
    expect(second.seeded).toBe(false)
    expect(Object.values(second.counts).every((n) => n === 0)).toBe(true)
    const after = await Promise.all(
      tables.map((table) => count(sql.raw(`select count(*)::int as n from ${table}`))),
    )
    expect(after).toEqual(before)
  })
})
