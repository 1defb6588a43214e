import { randomBytes, randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import { queryRows } from '../src/db/query-rows.ts'
import { insertBenchActivity } from './booking-requests.ts'
import { giveCredential, signIn } from './sign-in.ts'

const int = (value: number) => sql.raw(String(Math.trunc(value)))

/** A provider of the attendance step's own, approved and signed in: its id and Cookie header. */
export async function attendanceProvider(db: Database, baseUrl: string, name: string) {
  const userId = randomUUID()
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${userId.slice(0, 8)}@bench.example`
  await db.execute(sql`insert into "user" (id, name, email, email_verified)
    values (${userId}, ${name}, ${email}, true)`)
  await db.execute(sql`insert into user_roles (user_id, role) values (${userId}, 'vendor')`)
  const [vendor] = await queryRows<{ id: string }>(
    db,
    sql`insert into vendors (user_id, business_name, status) values (${userId}, ${name}, 'approved')
      returning id`,
  )
  if (!vendor) throw new Error('vendor insert returned nothing')
  const password = randomBytes(16).toString('hex')
  await giveCredential(db, [userId], await hashPassword(password))
  const cookie = await signIn({ baseUrl, email, password, role: 'vendor' })
  return { vendorId: vendor.id, cookie }
}

/**
 * `sessions` sessions of a new activity of the provider, all started ten minutes ago, each with
 * `perSession` children of one family booked (a confirmed single booking each, written
 * directly as the bench's bookings are). Returns every child's session and participant.
 */
export async function sessionsUnderway(
  db: Database,
  options: { vendorId: string; sessions: number; perSession: number },
) {
  const { vendorId, sessions, perSession } = options
  const activityId = await db.transaction((tx) =>
    insertBenchActivity(tx, {
      vendorId,
      title: 'Bench Pottery',
      description: 'Clay, wheels and glaze: a session under way for the attendance step.',
      capacity: null,
      priceCents: 0,
    }),
  )
  const [parent] = await queryRows<{ id: string }>(
    db,
    sql`select user_id as id from user_roles where role = 'customer' order by user_id limit 1`,
  )
  if (!parent) throw new Error('no family to book the attendance sessions')
  const tag = `attendance-${activityId}`
  await db.execute(sql`insert into activity_schedules (activity_id, starts_at, ends_at)
    select ${activityId}, now() - interval '10 minutes' + make_interval(secs => g),
      now() + interval '50 minutes' + make_interval(secs => g)
    from generate_series(1, ${int(sessions)}) g`)
  await db.execute(sql`insert into children (parent_id, first_name, last_name, birth_date)
    select ${parent.id}, 'Bench' || g, ${tag}, date '2018-05-01'
    from generate_series(1, ${int(sessions * perSession)}) g`)
  // Each child's booking carries the child in its key, which its participant row then reads.
  await db.execute(sql`with kids as (
      select id, (row_number() over (order by id) - 1) % ${int(sessions)} as slot
      from children where last_name = ${tag}),
    slots as (
      select id, row_number() over (order by starts_at) - 1 as slot
      from activity_schedules where activity_id = ${activityId})
    insert into bookings (activity_id, schedule_id, customer_id, status, idempotency_key)
    select ${activityId}, slots.id, ${parent.id}, 'confirmed', kids.id::text
    from kids join slots using (slot)`)
  await db.execute(sql`insert into booking_participants (booking_id, child_id, first_name, last_name)
    select b.id, c.id, c.first_name, c.last_name
    from bookings b join children c on c.id::text = b.idempotency_key
    where b.activity_id = ${activityId}`)
  return queryRows<{ sessionId: string; participantId: string }>(
    db,
    sql`select b.schedule_id as "sessionId", bp.id as "participantId"
      from bookings b join booking_participants bp on bp.booking_id = b.id
      where b.activity_id = ${activityId} order by bp.id`,
  )
}
