import { verifyPassword } from 'better-auth/crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { placesTaken, seatsIn } from '../../modules/bookings/index.ts'
import {
  DEMO_SEEDED_AT as now,
  publicActivities,
  useSeededDemoDatabase,
} from '../../test/seeded-demo.ts'
import { DEMO_PASSWORD } from './demo-accounts.ts'
import { DEMO_SESSION_DAY } from './demo-session-day.ts'

// The demo families' bookings and reviews, and the demo accounts' roles and passwords.
const { rows, count, firstSeed } = useSeededDemoDatabase()

describe('demo bookings', () => {
  it('never put more children in a session than it seats, term enrolments included', async () => {
    const overfull = await rows<{ id: string }>(sql`
      select s.id from activity_schedules s join activities a on a.id = s.activity_id
      where ${placesTaken('s', now)} > ${seatsIn('s', 'a')}`)
    expect(overfull).toEqual([])
  })

  it('count their participants and charge the default price for each single session', async () => {
    const inconsistent = await count(sql`
      select count(*)::int as n from bookings b
      join activity_schedules s on s.id = b.schedule_id
      join activity_pricing p on p.activity_id = b.activity_id and p.is_default
      where s.activity_id <> b.activity_id
         or (b.kind = 'single' and b.total_amount_cents <> p.price_cents * b.quantity)
         or b.quantity <> (select count(*) from booking_participants bp where bp.booking_id = b.id)`)
    expect(inconsistent).toBe(0)
  })

  it('keep their price line by line: each child’s place and extras, adding up to the total', async () => {
    const unpriced = await count(sql`
      select count(*)::int as n from bookings b
      where b.total_amount_cents <> (select coalesce(sum(pl.amount_cents), 0)
          from booking_price_lines pl where pl.booking_id = b.id and pl.replaced_at is null)
        or b.quantity <> (select count(*) from booking_price_lines pl
          join booking_participants bp on bp.booking_id = b.id and bp.child_id = pl.child_id
          where pl.booking_id = b.id and pl.kind = 'base')`)
    expect(unpriced).toBe(0)
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
    expect(firstSeed().counts.reviews).toBeGreaterThanOrEqual(10)
    const early = await count(sql`
      select count(*)::int as n from reviews r
      join bookings b on b.id = r.booking_id
      join activity_schedules s on s.id = b.schedule_id
      where b.status <> 'confirmed' or s.ends_at > ${at}::timestamptz or r.created_at < s.ends_at
         or r.created_at > ${at}::timestamptz or r.activity_id <> b.activity_id
         or r.customer_id is distinct from b.customer_id`)
    expect(early).toBe(0)
  })

  it('give parent@example.com two children and upcoming, past and cancelled single bookings', async () => {
    const at = now.toISOString()
    const [parent] = await rows<Record<string, number>>(sql`
      select
        (select count(*) from children c where c.parent_id = u.id)::int as children,
        count(*) filter (where b.status = 'confirmed' and s.starts_at > ${at}::timestamptz)::int as upcoming,
        count(*) filter (where b.status = 'confirmed' and s.ends_at < ${at}::timestamptz)::int as past,
        count(*) filter (where b.status = 'cancelled')::int as cancelled
      from "user" u
      join bookings b on b.customer_id = u.id and b.kind = 'single'
      join activity_schedules s on s.id = b.schedule_id
      where u.email = 'parent@example.com'
      group by u.id`)
    expect(parent).toEqual({ children: 2, upcoming: 2, past: 2, cancelled: 1 })
  })
})

describe("the demo's session day", () => {
  it('has the clay class under way at the seeding moment, with its door already open', async () => {
    const at = now.toISOString()
    const [day] = await rows<Record<string, number>>(sql`
      select count(distinct s.id)::int as sessions, count(bp.id)::int as children,
        count(distinct b.id) filter (where b.status = 'confirmed' and b.payment_status = 'paid')::int as paid,
        (select count(*) from attendance_actions aa where aa.schedule_id = any(array_agg(s.id)))::int as actions,
        (select count(*) from attendance_actions aa where aa.schedule_id = any(array_agg(s.id))
          and aa.occurred_at < ${at}::timestamptz and aa.actor_id is not null)::int as past_actions,
        count(r.child_id)::int as records,
        count(r.child_id) filter (where r.sealed like 'v1.%' and r.sealed not like '%nuts%')::int as sealed
      from activity_schedules s
      join activities a on a.id = s.activity_id and a.title = ${DEMO_SESSION_DAY.activity}
      join bookings b on b.schedule_id = s.id
      join booking_participants bp on bp.booking_id = b.id
      left join child_records r on r.child_id = bp.child_id
      where s.starts_at <= ${at}::timestamptz and s.ends_at > ${at}::timestamptz`)
    expect(day).toEqual({
      sessions: 1,
      children: 7,
      paid: 5,
      actions: 5,
      past_actions: 5,
      records: 6,
      sealed: 6,
    })
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
    expect(credentials).toHaveLength(firstSeed().counts.users)
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
