import { access } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CATEGORIES, FEATURED_ACTIVITIES_LIMIT } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  demoKeyring,
  DEMO_SEEDED_AT as now,
  publicActivities,
  useSeededDemoDatabase,
} from '../../test/seeded-demo.ts'
import { seedDemoData } from './seed-demo-data.ts'

const demoAssets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets')
const { rows, count, database, firstSeed } = useSeededDemoDatabase()

describe('seedDemoData on an empty database', () => {
  it('reports what it seeded, and the database agrees', async () => {
    expect(firstSeed().seeded).toBe(true)
    const { counts } = firstSeed()
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
    expect(await count(sql`select count(*)::int as n from terms`)).toBe(counts.terms)
    expect(await count(sql`select count(*)::int as n from bookings`)).toBe(counts.bookings)
    expect(await count(sql`select count(*)::int as n from reviews`)).toBe(counts.reviews)
  })

  it('has a rule of each family kind and codes of each kind to try, on approved providers', async () => {
    const rules = await rows<{ kind: string; provider: string }>(sql`
      select r.kind, v.business_name as provider from discount_rules r
      join vendors v on v.id = r.vendor_id and v.status = 'approved'
      where r.retired_at is null order by r.kind`)
    expect(rules.map((rule) => rule.kind)).toEqual(['several_bookings', 'siblings'])
    const codes = await rows<{ code: string; kind: string; platform: boolean }>(sql`
      select c.code, c.kind, c.vendor_id is null as platform from promo_codes c
      left join vendors v on v.id = c.vendor_id
      where c.active and (c.vendor_id is null or v.status = 'approved') order by c.code`)
    expect(codes).toEqual([
      { code: 'SUNNY10', kind: 'discount', platform: false },
      { code: 'SUNNYCARES', kind: 'scholarship', platform: false },
      { code: 'WELCOME15', kind: 'discount', platform: true },
    ])
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

  it('schedules sessions from four weeks back to eight weeks ahead, terms wholly ahead, many on weekends', async () => {
    const at = now.toISOString()
    const [window] = await rows<Record<string, number>>(sql`
      select
        count(*) filter (where term_id is null
          and (starts_at <= ${at}::timestamptz - interval '28 days'
            or starts_at >= ${at}::timestamptz + interval '56 days'))::int as outside,
        count(*) filter (where term_id is not null
          and (starts_at <= ${at}::timestamptz
            or starts_at >= ${at}::timestamptz + interval '16 weeks'))::int as terms_outside,
        count(*) filter (where ends_at <= starts_at)::int as backwards,
        count(*) filter (where ends_at < ${at}::timestamptz)::int as past
      from activity_schedules`)
    expect(window).toEqual({ outside: 0, terms_outside: 0, backwards: 0, past: expect.any(Number) })
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

describe('seeding again', () => {
  it('changes nothing once the database has data', async () => {
    const tables = ['"user"', 'vendors', 'activities', 'activity_schedules', 'bookings', 'reviews']
    const before = await Promise.all(
      tables.map((table) => count(sql.raw(`select count(*)::int as n from ${table}`))),
    )
    const second = await seedDemoData({ db: database(), now, keyring: demoKeyring })
    expect(second.seeded).toBe(false)
    expect(Object.values(second.counts).every((n) => n === 0)).toBe(true)
    const after = await Promise.all(
      tables.map((table) => count(sql.raw(`select count(*)::int as n from ${table}`))),
    )
    expect(after).toEqual(before)
  })
})
