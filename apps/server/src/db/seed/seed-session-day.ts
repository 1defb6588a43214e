import { randomUUID } from 'node:crypto'
import { ATTENDANCE_OPENS_MINUTES } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Keyring } from '../../lib/sealed-text.ts'
import type { Database } from '../client.ts'
import { queryRows } from '../query-rows.ts'
import {
  activitySchedules,
  attendanceActions,
  bookingParticipants,
  bookingPriceLines,
  bookings,
  childRecords,
  ledgerEntries,
} from '../schema/index.ts'
import { buildSessionDayRows, type DayActor, type DayChildRow } from './build-session-day.ts'
import { DEMO_SESSION_DAY } from './demo-session-day.ts'
import { daysBefore } from './time.ts'

const QUARTER_HOUR = 15 * 60_000

/** What the session day added: nothing at all, or its bookings and the session if it was new. */
export type SessionDayCounts = { bookings: number; sessions: number }
const NOTHING: SessionDayCounts = { bookings: 0, sessions: 0 }

type DemoClass = {
  id: string
  vendorId: string
  ownerId: string
  businessName: string
  durationMinutes: number | null
  timeZone: string
  priceCents: number
}

/**
 * Puts the demo's session day into the database at `now`: Sunny Studio's clay class under way
 * in its venue's time zone, its families booked and paid, their records filled in, and the
 * check-ins and the early check-out its staff recorded. It reads what it needs by the demo's
 * names, so it runs on the freshly seeded demo and on a demo database from an earlier day (which
 * would otherwise open Today on an empty day). Does nothing when the class is gone or its staff
 * have already taken attendance today: a restart adds nothing.
 */
export async function seedSessionDay(options: {
  db: Database
  keyring: Keyring
  now: Date
}): Promise<SessionDayCounts> {
  const { db, keyring, now } = options
  const demo = await findDemoClass(db)
  if (!demo || (await attendanceTakenToday(db, demo, now))) return NOTHING
  const [children, instructor] = await Promise.all([
    demoChildren(db),
    staffMember(db, demo.vendorId, DEMO_SESSION_DAY.instructor),
  ])
  if (children.length === 0) return NOTHING
  const session = await sessionUnderWay(db, demo, now)
  const desk: DayActor = { userId: demo.ownerId, name: demo.businessName }
  const rows = buildSessionDayRows({
    families: DEMO_SESSION_DAY.families,
    children,
    session: { ...session, activityId: demo.id, vendorId: demo.vendorId },
    priceCents: demo.priceCents,
    checksIn: instructor ?? desk,
    checksOut: desk,
    keyring,
    now,
  })
  await db.insert(bookings).values(rows.bookings)
  await db.insert(bookingParticipants).values(rows.participants)
  await db.insert(bookingPriceLines).values(rows.priceLines)
  if (rows.ledger.length > 0) await db.insert(ledgerEntries).values(rows.ledger)
  // A parent who has filled in a record since keeps their own.
  if (rows.records.length > 0)
    await db.insert(childRecords).values(rows.records).onConflictDoNothing()
  if (rows.actions.length > 0) await db.insert(attendanceActions).values(rows.actions)
  return { bookings: rows.bookings.length, sessions: session.isNew ? 1 : 0 }
}

async function findDemoClass(db: Database): Promise<DemoClass | undefined> {
  const [found] = await queryRows<DemoClass>(
    db,
    sql`select a.id, a.vendor_id as "vendorId", v.user_id as "ownerId",
        v.business_name as "businessName", a.duration_minutes as "durationMinutes",
        coalesce(l.time_zone, 'UTC') as "timeZone", p.price_cents as "priceCents"
      from activities a
      join vendors v on v.id = a.vendor_id
      join "user" u on u.id = v.user_id
      join activity_pricing p on p.activity_id = a.id and p.is_default
      left join vendor_locations l on l.id = a.location_id
      where lower(u.email) = ${DEMO_SESSION_DAY.owner} and a.title = ${DEMO_SESSION_DAY.activity}
        and a.deleted_at is null
      limit 1`,
  )
  return found
}

/** Whether anyone has checked a child of the class in today, as Today reads the day. */
async function attendanceTakenToday(db: Database, demo: DemoClass, now: Date) {
  const [row] = await queryRows<{ taken: boolean }>(
    db,
    sql`select exists (select 1 from attendance_actions aa
        join activity_schedules s on s.id = aa.schedule_id
        where s.activity_id = ${demo.id}
          and s.starts_at > ${now}::timestamptz - interval '2 days'
          and s.starts_at < ${now}::timestamptz + interval '2 days'
          and ((s.starts_at at time zone ${demo.timeZone})::date
              = (${now}::timestamptz at time zone ${demo.timeZone})::date
            or ${now}::timestamptz between s.starts_at - make_interval(mins => ${ATTENDANCE_OPENS_MINUTES})
              and s.ends_at + make_interval(mins => ${ATTENDANCE_OPENS_MINUTES}))) as taken`,
  )
  return row?.taken ?? false
}

async function demoChildren(db: Database): Promise<DayChildRow[]> {
  const parents = DEMO_SESSION_DAY.families.map((family) => family.parent)
  return queryRows<DayChildRow>(
    db,
    sql`select c.id, c.first_name as "firstName", c.last_name as "lastName",
        u.id as "parentId", lower(u.email) as "parentEmail"
      from children c join "user" u on u.id = c.parent_id
      where lower(u.email) in (${sql.join(
        parents.map((email) => sql`${email}`),
        sql`, `,
      )})
      order by c.created_at, c.id`,
  )
}

/** The member of the provider's staff with this address, with the name their rows carry. */
async function staffMember(
  db: Database,
  vendorId: string,
  email: string,
): Promise<DayActor | undefined> {
  const [member] = await queryRows<DayActor>(
    db,
    sql`select u.id as "userId",
        coalesce(nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''),
          u.email) as name
      from provider_staff ps
      join "user" u on u.id = ps.user_id
      left join user_profiles p on p.id = u.id
      where ps.vendor_id = ${vendorId} and ps.status = 'active' and lower(u.email) = ${email}`,
  )
  return member
}

/**
 * The class's session under way: a planned one that began 15 to 60 minutes ago and nobody has
 * booked yet (the demo was seeded during it), else a new one that began 15 to 30 minutes ago,
 * on a quarter hour, so the check-ins and the early check-out are already in the past.
 */
async function sessionUnderWay(
  db: Database,
  demo: DemoClass,
  now: Date,
): Promise<{ id: string; startsAt: Date; isNew: boolean }> {
  const [planned] = await queryRows<{ id: string; startsAt: Date | string }>(
    db,
    sql`select s.id, s.starts_at as "startsAt" from activity_schedules s
      where s.activity_id = ${demo.id} and not s.is_cancelled and s.term_id is null
        and s.starts_at between ${now}::timestamptz - interval '60 minutes'
          and ${now}::timestamptz - interval '15 minutes'
        and s.ends_at > ${now}::timestamptz
        and not exists (select 1 from bookings b where b.schedule_id = s.id)
      order by s.starts_at limit 1`,
  )
  if (planned) return { id: planned.id, startsAt: new Date(planned.startsAt), isNew: false }
  const startsAt = new Date(Math.floor(now.getTime() / QUARTER_HOUR) * QUARTER_HOUR - QUARTER_HOUR)
  const minutes = demo.durationMinutes ?? 60
  const id = randomUUID()
  await db.insert(activitySchedules).values({
    id,
    activityId: demo.id,
    startsAt,
    endsAt: new Date(startsAt.getTime() + minutes * 60_000),
    createdAt: daysBefore(now, 21),
  })
  return { id, startsAt, isNew: true }
}
