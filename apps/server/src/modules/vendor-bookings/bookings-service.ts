import type { VendorBooking, vendorBookingListQuerySchema } from '@afc/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { fromJson, queryRows } from '../../db/query-rows.ts'
import { batchesAfter, pageOf, pageOffset } from '../../lib/pagination.ts'
import { coversSession, currentLines, readPriceLines } from '../bookings/index.ts'
import { allergyAlertsFor, type RecordSharing } from '../children/index.ts'
import { participantAnswers } from '../registration/index.ts'

type Query = z.output<typeof vendorBookingListQuerySchema>
type Filter = { vendorId: string; query: Pick<Query, 'when' | 'activityId'>; now: Date }

type Participant = Omit<VendorBooking['participants'][number], 'allergyAlerts'>
type Row = Omit<VendorBooking, 'startsAt' | 'bookedAt' | 'participants' | 'priceLines'> & {
  startsAt: Date | string
  bookedAt: Date | string
  participants: Participant[] | string
  priceLines: VendorBooking['priceLines'] | string
  /** The sort key as text: a JavaScript Date would drop the microseconds the cursor needs. */
  startsAtKey: string
  bookedAtKey: string
}

/**
 * When the booking `b` (with its session `s`) has its last session: the one session, or the last
 * an enrolment covers, so an enrolment stays upcoming until its term is over for it.
 */
const LAST_START = sql`case when b.kind = 'term' then coalesce((select max(ts.starts_at)
    from activity_schedules ts where ts.term_id = b.term_id and ${coversSession('b', 'ts')}),
  s.starts_at) else s.starts_at end`

function filterSql({ vendorId, query, now }: Filter) {
  const when =
    query.when === 'cancelled'
      ? sql`b.status = 'cancelled'`
      : query.when === 'upcoming'
        ? sql`b.status = 'confirmed' and ${LAST_START} >= ${now}`
        : sql`b.status = 'confirmed' and ${LAST_START} < ${now}`
  return sql`a.vendor_id = ${vendorId} and ${when}
    ${query.activityId ? sql`and a.id = ${query.activityId}` : sql``}`
}

const ascending = (query: Filter['query']) => query.when === 'upcoming'

async function selectVendorBookings(options: {
  db: Database
  filter: Filter
  /** Further narrowing, e.g. "after this cursor". */
  where?: SQL
  limit: number
  offset?: number
}): Promise<Row[]> {
  const { db, filter, where = sql`true`, limit, offset = 0 } = options
  const direction = ascending(filter.query) ? sql`asc` : sql`desc`
  const rows = await queryRows<Row>(
    db,
    sql`select b.id, a.id as "activityId", a.title as "activityTitle", s.id as "sessionId",
        b.kind, t.name as "termName", s.starts_at as "startsAt", coalesce(l.time_zone, 'UTC') as "timeZone", b.status,
        b.quantity, b.total_amount_cents as "totalAmountCents",
        ${currentLines(sql`b.id`)} as "priceLines",
        coalesce(nullif(trim(coalesce(up.first_name, '') || ' ' || coalesce(up.last_name, '')), ''), 'Former customer') as "customerName",
        u.email as "customerEmail", b.created_at as "bookedAt",
        s.starts_at::text as "startsAtKey", b.created_at::text as "bookedAtKey",
        (select coalesce(json_agg(json_build_object('childId', bp.child_id, 'firstName', bp.first_name,
            'lastName', bp.last_name, 'notes', c.notes, 'answers', ${participantAnswers(sql`bp.id`)})
            order by bp.first_name, bp.id), '[]'::json)
          from booking_participants bp left join children c on c.id = bp.child_id
          where bp.booking_id = b.id) as participants
      from bookings b
      join activities a on a.id = b.activity_id
      join activity_schedules s on s.id = b.schedule_id
      left join terms t on t.id = b.term_id
      left join vendor_locations l on l.id = a.location_id
      left join "user" u on u.id = b.customer_id
      left join user_profiles up on up.id = b.customer_id
      where ${filterSql(filter)} and ${where}
      order by s.starts_at ${direction}, b.created_at ${direction}, b.id ${direction}
      limit ${limit} offset ${offset}`,
  )
  return rows
}

/** The bookings as the provider sees them, each child with the severe allergies it may read. */
async function toVendorBookings(
  context: { db: Database; vendorId: string; sharing: RecordSharing },
  rows: Row[],
): Promise<VendorBooking[]> {
  const withChildren = rows.map((row) => ({ row, participants: fromJson(row.participants) }))
  const alerts = await allergyAlertsFor({
    ...context,
    childIds: withChildren.flatMap(({ participants }) => participants.map((p) => p.childId)),
  })
  return withChildren.map(
    ({ row: { startsAtKey: _s, bookedAtKey: _b, ...row }, participants }) => ({
      ...row,
      startsAt: new Date(row.startsAt).toISOString(),
      bookedAt: new Date(row.bookedAt).toISOString(),
      quantity: Number(row.quantity),
      totalAmountCents: Number(row.totalAmountCents),
      participants: participants.map((participant) => ({
        ...participant,
        allergyAlerts: (participant.childId && alerts.get(participant.childId)) || [],
      })),
      priceLines: readPriceLines(row.priceLines),
    }),
  )
}

/** One page of the bookings of the caller's activities, with participants, and the total. */
export async function listVendorBookings(options: {
  db: Database
  vendorId: string
  query: Query
  sharing: RecordSharing
  now?: Date
}) {
  const { db, vendorId, query, sharing, now = new Date() } = options
  const filter = { vendorId, query, now }
  const [rows, [counted]] = await Promise.all([
    selectVendorBookings({ db, filter, limit: query.limit, offset: pageOffset(query) }),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from bookings b
        join activities a on a.id = b.activity_id
        join activity_schedules s on s.id = b.schedule_id
        where ${filterSql(filter)}`,
    ),
  ])
  const items = await toVendorBookings({ db, vendorId, sharing }, rows)
  return pageOf({ items, total: Number(counted?.total ?? 0), query })
}

/** Every booking the list would show, in the same order, read in batches for the export. */
export async function* allVendorBookings(options: {
  db: Database
  vendorId: string
  query: Filter['query']
  sharing: RecordSharing
  now?: Date
  batchSize?: number
}): AsyncGenerator<VendorBooking[]> {
  const { db, vendorId, query, sharing, now = new Date(), batchSize = 500 } = options
  const filter = { vendorId, query, now }
  const beyond = ascending(query) ? sql`>` : sql`<`
  const batches = batchesAfter<Row>({
    size: batchSize,
    read: (after, size) =>
      selectVendorBookings({
        db,
        filter,
        where: after
          ? sql`(s.starts_at, b.created_at, b.id) ${beyond}
              (${after.startsAtKey}::timestamptz, ${after.bookedAtKey}::timestamptz, ${after.id}::uuid)`
          : undefined,
        limit: size,
      }),
  })
  for await (const rows of batches) yield toVendorBookings({ db, vendorId, sharing }, rows)
}
