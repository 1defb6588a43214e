import type { BookingRequest } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { takesPlaces } from '../../lib/active-bookings.ts'

type Kid = { id: string; firstName: string; lastName: string; birthDate: string }

const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )

/**
 * Everything a booking decides on once its session is locked, in one statement: the places
 * taken (confirmed and unexpired holds), the caller's chosen children, the first of them that
 * already has a place in the session, and an earlier booking made with the same key.
 */
export async function readSessionState(
  db: Database,
  options: { customerId: string; input: BookingRequest; idempotencyKey?: string; now: Date },
) {
  const { customerId, input, idempotencyKey, now } = options
  const [state] = await queryRows<{
    taken: number
    kids: Kid[] | string
    alreadyBooked: { firstName: string; status: string } | string | null
    existing: { id: string; requestHash: string | null } | string | null
  }>(
    db,
    sql`select
        (select coalesce(sum(b.quantity), 0)::int from bookings b
          where b.schedule_id = ${input.sessionId} and ${takesPlaces('b', now)}) as taken,
        (select coalesce(json_agg(json_build_object('id', c.id, 'firstName', c.first_name,
            'lastName', c.last_name, 'birthDate', c.birth_date)), '[]'::json)
          from children c
          where c.parent_id = ${customerId} and c.id in (${uuidList(input.childIds)})) as kids,
        (select json_build_object('firstName', bp.first_name, 'status', b.status)
          from booking_participants bp join bookings b on b.id = bp.booking_id
          where b.schedule_id = ${input.sessionId} and ${takesPlaces('b', now)}
            and bp.child_id in (${uuidList(input.childIds)})
          limit 1) as "alreadyBooked",
        ${
          idempotencyKey
            ? sql`(select json_build_object('id', k.id, 'requestHash', k.request_hash)
                from bookings k
                where k.customer_id = ${customerId} and k.idempotency_key = ${idempotencyKey})`
            : sql`null::json`
        } as existing`,
  )
  if (!state) throw new Error('the session state query returned nothing')
  return state
}

/** Writes a booking and its participants in one statement; returns the booking's id. */
export async function insertBooking(
  db: Database,
  values: {
    activityId: string
    sessionId: string
    customerId: string
    quantity: number
    status: 'pending' | 'confirmed'
    holdExpiresAt: Date | null
    totalAmountCents: number
    idempotencyKey: string | null
    requestHash: string
    kids: Kid[]
  },
) {
  const rows = values.kids.map((kid) => sql`(${kid.id}::uuid, ${kid.firstName}, ${kid.lastName})`)
  const [inserted] = await queryRows<{ id: string }>(
    db,
    sql`with booking as (
        insert into bookings (activity_id, schedule_id, customer_id, quantity, status,
          hold_expires_at, payment_status, total_amount_cents, idempotency_key, request_hash)
        values (${values.activityId}, ${values.sessionId}, ${values.customerId}, ${values.quantity},
          ${values.status}, ${values.holdExpiresAt?.toISOString() ?? null}::timestamptz,
          ${values.status === 'pending' ? 'pending' : 'none'}, ${values.totalAmountCents},
          ${values.idempotencyKey}, ${values.requestHash})
        returning id
      ), participants as (
        insert into booking_participants (booking_id, child_id, first_name, last_name)
        select booking.id, kid.child_id, kid.first_name, kid.last_name
        from booking, (values ${sql.join(rows, sql`, `)}) as kid(child_id, first_name, last_name)
      )
      select id from booking`,
  )
  if (!inserted) throw new Error('booking insert returned nothing')
  return inserted.id
}
