import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import { queryRows } from '../src/db/query-rows.ts'
import { activitySchedules, terms } from '../src/db/schema/index.ts'
import { placesTaken, seatsIn, takesPlaces } from '../src/modules/bookings/index.ts'
import { insertBenchActivity } from './booking-requests.ts'
import { connectedVendors, idList } from './rush-sessions.ts'

/** A term for every this many families, as the single-session rush has a session... */
const FAMILIES_PER_TERM = 50
/** ...with as many places, each... */
export const TERM_RUSH_CAPACITY = 12
/** ...over this many weekly sessions. */
export const TERM_RUSH_SESSIONS = 10
/** A term of a popular course: paid, so every place granted is a hold while the family pays. */
const TERM_PRICE_CENTS = 18_000

const WEEK_MS = 7 * 86_400_000

export type BenchTerm = { termId: string; sessionIds: string[] }

/**
 * A public course of `vendorId` with one term of `capacity` places at `priceCents` (no late
 * joining, pro rata withdrawal) over `sessions` weekly sessions from `daysAhead` days on, written
 * directly as the other bench sessions are.
 */
export async function createBenchTerm(
  db: Database,
  values: {
    vendorId: string
    title: string
    capacity: number
    priceCents: number
    sessions: number
    daysAhead: number
  },
): Promise<BenchTerm> {
  return db.transaction(async (tx) => {
    const activityId = await insertBenchActivity(tx, {
      vendorId: values.vendorId,
      type: 'course',
      title: values.title,
      description: 'A weekly course sold by the term: registration opens at nine.',
      capacity: values.capacity,
      priceCents: values.priceCents,
    })
    const [term] = await tx
      .insert(terms)
      .values({
        activityId,
        name: 'Spring Term',
        capacity: values.capacity,
        priceCents: values.priceCents,
      })
      .returning({ id: terms.id })
    if (!term) throw new Error('term insert returned nothing')
    const first = Date.now() + values.daysAhead * 86_400_000
    const sessions = await tx
      .insert(activitySchedules)
      .values(
        Array.from({ length: values.sessions }, (_, week) => {
          const startsAt = new Date(first + week * WEEK_MS)
          return {
            activityId,
            termId: term.id,
            startsAt,
            endsAt: new Date(startsAt.getTime() + 3_600_000),
          }
        }),
      )
      .returning({ id: activitySchedules.id })
    return { termId: term.id, sessionIds: sessions.map((session) => session.id) }
  })
}

/** The popular terms for `families` (20 for a thousand), each a course of its own provider. */
export async function createRushTerms(db: Database, families: number): Promise<BenchTerm[]> {
  const count = Math.max(1, Math.round(families / FAMILIES_PER_TERM))
  const vendors = await connectedVendors(db, count)
  const created: BenchTerm[] = []
  for (let index = 0; index < count; index += 1) {
    created.push(
      await createBenchTerm(db, {
        vendorId: vendors[index % vendors.length] as string,
        title: `Spring Pottery Course ${index + 1}`,
        capacity: TERM_RUSH_CAPACITY,
        priceCents: TERM_PRICE_CENTS,
        sessions: TERM_RUSH_SESSIONS,
        daysAhead: 14 + index,
      }),
    )
  }
  return created
}

/**
 * From the rows, by the one places-taken rule: the sessions of `termIds` holding more than they
 * seat (must be 0), and the children enrolled in those terms (confirmed or held).
 */
export async function termPlaces(db: Database, termIds: string[]) {
  const [row] = await queryRows<{ overCapacity: number; sessions: number; enrolled: number }>(
    db,
    sql`select
        (select count(*) from activity_schedules s join activities a on a.id = s.activity_id
          where s.term_id in (${idList(termIds)}) and ${placesTaken('s')} > ${seatsIn('s', 'a')})::int
          as "overCapacity",
        (select count(*) from activity_schedules s where s.term_id in (${idList(termIds)}))::int
          as sessions,
        (select coalesce(sum(b.quantity), 0) from bookings b
          where b.term_id in (${idList(termIds)}) and b.kind = 'term' and ${takesPlaces('b')})::int
          as enrolled`,
  )
  return {
    overCapacity: Number(row?.overCapacity ?? 0),
    sessions: Number(row?.sessions ?? 0),
    enrolled: Number(row?.enrolled ?? 0),
  }
}
