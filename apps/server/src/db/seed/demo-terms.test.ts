import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { placesTaken, seatsIn } from '../../modules/bookings/index.ts'
import { DEMO_SEEDED_AT as now, useSeededDemoDatabase } from '../../test/seeded-demo.ts'

// Sunny Studio's courses sold by the term: a spring term the demo parent is enrolled in, a small
// group that is full with a family waiting, and a camp week with before and after care.
const { rows, count } = useSeededDemoDatabase()
const at = now.toISOString()

type TermFacts = {
  id: string
  is_camp: boolean
  sessions: number
  ahead: number
  days_apart: number[]
  drop_in_price_cents: number | null
  trial_price_cents: number | null
  late_joining: string
  late_join_in_term: boolean
  withdrawal: string
}

async function termOf(title: string): Promise<TermFacts | undefined> {
  const [term] = await rows<TermFacts>(sql`
    select t.id, t.is_camp, t.drop_in_price_cents, t.trial_price_cents, t.late_joining,
      t.withdrawal,
      exists (select 1 from activity_schedules j
        where j.id = t.late_join_session_id and j.term_id = t.id) as late_join_in_term,
      (select count(*) from activity_schedules s where s.term_id = t.id)::int as sessions,
      (select count(*) from activity_schedules s
        where s.term_id = t.id and s.starts_at > ${at}::timestamptz)::int as ahead,
      (select array_agg(gap order by gap) from (
        select ((s.starts_at at time zone l.time_zone)::date
          - lag((s.starts_at at time zone l.time_zone)::date) over (order by s.starts_at)) as gap
        from activity_schedules s where s.term_id = t.id) gaps where gap is not null) as days_apart
    from terms t
    join activities a on a.id = t.activity_id
    join vendors v on v.id = a.vendor_id
    join "user" u on u.id = v.user_id and u.email = 'vendor@example.com'
    join vendor_locations l on l.id = a.location_id
    where a.title = ${title} and a.type = 'course'`)
  return term
}

describe("the demo provider's terms", () => {
  it('sell a spring course by the term: 10 weekly sessions ahead, drop-ins, trials, late joining, pro rata', async () => {
    const term = await termOf('Spring Sketchbook Club')
    expect(term).toMatchObject({
      is_camp: false,
      sessions: 10,
      ahead: 10,
      days_apart: Array(9).fill(7),
      late_joining: 'until_session',
      late_join_in_term: true,
      withdrawal: 'pro_rata',
    })
    expect(term?.drop_in_price_cents).toBeGreaterThan(0)
    expect(term?.trial_price_cents).not.toBeNull()
  })

  it('enrol the demo parent in the spring term, paid through the ledger', async () => {
    const term = await termOf('Spring Sketchbook Club')
    const enrolments = await rows<Record<string, unknown>>(sql`
      select b.status, b.payment_status, b.quantity, b.total_amount_cents = t.price_cents as whole_price,
        b.term_price_cents = t.price_cents as price_kept, b.term_session_count,
        b.covers_from = first.starts_at and b.schedule_id = first.id as from_first,
        b.covers_until, b.paid_amount_cents = b.total_amount_cents as paid,
        (select sum(e.amount_cents) from ledger_entries e
          where e.booking_id = b.id and e.kind = 'payment')::int = b.total_amount_cents as in_ledger,
        (select string_agg(bp.first_name, ',') from booking_participants bp
          where bp.booking_id = b.id) as children
      from bookings b
      join terms t on t.id = b.term_id
      join "user" u on u.id = b.customer_id and u.email = 'parent@example.com'
      cross join lateral (select s.id, s.starts_at from activity_schedules s
        where s.term_id = t.id order by s.starts_at limit 1) first
      where b.kind = 'term' and t.id = ${term?.id ?? null}::uuid`)
    expect(enrolments).toEqual([
      {
        status: 'confirmed',
        payment_status: 'paid',
        quantity: 1,
        whole_price: true,
        price_kept: true,
        term_session_count: 10,
        from_first: true,
        covers_until: null,
        paid: true,
        in_ledger: true,
        children: 'Lily',
      },
    ])
  })

  it('fill a small term and keep a family in its line', async () => {
    const term = await termOf('Comic Book Makers')
    const id = term?.id ?? null
    const full = await rows<{ taken: number; seats: number }>(sql`
      select ${placesTaken('s', now)} as taken, ${seatsIn('s', 'a')} as seats
      from activity_schedules s join activities a on a.id = s.activity_id
      where s.term_id = ${id}::uuid`)
    expect(full.length).toBeGreaterThan(1)
    for (const session of full) expect(session.taken).toBe(session.seats)
    expect(full[0]?.seats).toBeLessThanOrEqual(4)
    const line = await rows<Record<string, unknown>>(sql`
      select w.status, w.quantity, w.schedule_id = (select s.id from activity_schedules s
          where s.term_id = w.term_id order by s.starts_at limit 1) as at_first,
        (select count(*) from waitlist_children c where c.entry_id = w.id)::int as children
      from waitlist_entries w where w.term_id = ${id}::uuid`)
    expect(line).toEqual([{ status: 'waiting', quantity: 1, at_first: true, children: 1 }])
  })

  it('run a camp week on 5 consecutive days with before and after care and drop-in days', async () => {
    const camp = await termOf('Sunny Days Art Camp')
    expect(camp).toMatchObject({ is_camp: true, sessions: 5, ahead: 5, days_apart: [1, 1, 1, 1] })
    expect(camp?.drop_in_price_cents).toBeGreaterThan(0)
    const extras = await rows<Record<string, unknown>>(sql`
      select name, price_per, places from term_extras
      where term_id = ${camp?.id ?? null}::uuid order by name`)
    expect(extras).toEqual([
      { name: 'After care', price_per: 'session', places: 10 },
      { name: 'Before care', price_per: 'session', places: null },
    ])
    const dropIns = await count(sql`
      select count(*)::int as n from bookings b join terms t on t.id = b.term_id
      where b.kind = 'drop_in' and t.id = ${camp?.id ?? null}::uuid
        and b.total_amount_cents = t.drop_in_price_cents * b.quantity`)
    expect(dropIns).toBeGreaterThanOrEqual(1)
  })

  it("charge each enrolment its term price per child plus each child's extras", async () => {
    const wrong = await count(sql`
      select count(*)::int as n from bookings b
      where b.kind = 'term' and (b.total_amount_cents <> b.term_price_cents * b.quantity
        + coalesce((select sum(x.amount_cents) from booking_extras x where x.booking_id = b.id), 0)
        or b.paid_amount_cents <> b.total_amount_cents)`)
    expect(wrong).toBe(0)
    const extras = await rows<Record<string, unknown>>(sql`
      select x.price_per, x.amount_cents = x.unit_price_cents * b.term_session_count as per_session,
        x.unit_price_cents = e.price_cents as price_kept, bp.booking_id = b.id as own_child
      from booking_extras x join bookings b on b.id = x.booking_id
      join booking_participants bp on bp.id = x.participant_id
      join term_extras e on e.id = x.extra_id`)
    expect(extras.length).toBeGreaterThanOrEqual(3)
    for (const extra of extras) {
      expect(extra).toEqual({
        price_per: 'session',
        per_session: true,
        price_kept: true,
        own_child: true,
      })
    }
  })
})
