import type { LateJoining, TermExtra, VendorTerm, vendorTermListQuerySchema } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { fromJson, queryRows } from '../../db/query-rows.ts'
import { isoString, pageOf, pageOffset } from '../../lib/pagination.ts'
import { attendanceOfSessions, heldAttendance } from '../attendance/index.ts'
import { confirmedTermPlaces, runMinimumState } from '../run-decisions/index.ts'

type SessionJson = { id: string; startsAt: string; endsAt: string; isCancelled: boolean }

type TermRow = Omit<
  VendorTerm,
  | 'lateJoining'
  | 'sessions'
  | 'extras'
  | 'createdAt'
  | 'updatedAt'
  | 'decisionAt'
  | 'decisionPending'
> & {
  /** Its first session not cancelled; null once it is called off or holds none. */
  firstStart: Date | string | null
  lateJoiningRule: LateJoining['rule']
  lateJoinSessionId: string | null
  lateJoinUntil: string | null
  sessions: SessionJson[] | string
  extras: TermExtra[] | string
  createdAt: Date | string
  updatedAt: Date | string
}

function lateJoiningOf(row: TermRow): LateJoining {
  if (row.lateJoiningRule === 'until_session' && row.lateJoinSessionId) {
    return { rule: 'until_session', sessionId: row.lateJoinSessionId }
  }
  if (row.lateJoiningRule === 'until_date' && row.lateJoinUntil) {
    return { rule: 'until_date', date: row.lateJoinUntil }
  }
  return { rule: 'none' }
}

function toTerm(row: TermRow, now: Date): VendorTerm {
  const { lateJoiningRule, lateJoinSessionId, lateJoinUntil, firstStart, ...term } = row
  return {
    ...term,
    ...runMinimumState({ ...row, firstStart }, now),
    lateJoining: lateJoiningOf(row),
    sessions: fromJson(row.sessions).map((session) => ({
      ...session,
      startsAt: isoString(session.startsAt),
      endsAt: isoString(session.endsAt),
    })),
    extras: fromJson(row.extras),
    createdAt: isoString(row.createdAt),
    updatedAt: isoString(row.updatedAt),
  }
}

type TermFilter = { vendorId: string; activityId?: string | undefined; termId?: string }

function termWhere({ vendorId, activityId, termId }: TermFilter) {
  return sql`a.vendor_id = ${vendorId} and a.deleted_at is null
    ${activityId ? sql`and a.id = ${activityId}` : sql``}
    ${termId ? sql`and t.id = ${termId}` : sql``}`
}

/** The caller's terms with their sessions and extras, newest first; another's are never read. */
export async function listVendorTerms(
  options: TermFilter & { db: Database; page?: { limit: number; offset: number }; now?: Date },
): Promise<VendorTerm[]> {
  const { db, page, now = new Date() } = options
  const rows = await queryRows<TermRow>(
    db,
    sql`select t.id, t.activity_id as "activityId", a.title as "activityTitle", t.name,
        t.is_camp as "isCamp", t.capacity, a.capacity as "activityCapacity",
        t.price_cents as "priceCents", t.drop_in_price_cents as "dropInPriceCents",
        t.trial_price_cents as "trialPriceCents", t.late_joining as "lateJoiningRule",
        t.late_join_session_id as "lateJoinSessionId",
        to_char(t.late_join_until, 'YYYY-MM-DD') as "lateJoinUntil", t.withdrawal,
        t.min_places as "minPlaces", t.decision_hours as "decisionHours", t.decision,
        ${confirmedTermPlaces('t')} as "confirmedPlaces",
        (select min(fs.starts_at) from activity_schedules fs
          where fs.term_id = t.id and not fs.is_cancelled and t.cancelled_at is null) as "firstStart",
        coalesce(l.time_zone, 'UTC') as "timeZone",
        coalesce((select json_agg(json_build_object('id', s.id, 'startsAt', s.starts_at,
            'endsAt', s.ends_at, 'isCancelled', s.is_cancelled) order by s.starts_at, s.id)
          from activity_schedules s where s.term_id = t.id), '[]') as sessions,
        coalesce((select json_agg(json_build_object('id', e.id, 'name', e.name,
            'priceCents', e.price_cents, 'pricePer', e.price_per, 'places', e.places)
            order by e.created_at, e.id)
          from term_extras e where e.term_id = t.id), '[]') as extras,
        t.created_at as "createdAt", t.updated_at as "updatedAt"
      from terms t
      join activities a on a.id = t.activity_id
      left join vendor_locations l on l.id = a.location_id
      where ${termWhere(options)}
      order by t.created_at desc, t.id desc
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  )
  return rows.map((row) => toTerm(row, now))
}

/**
 * One page of the caller's terms, of one activity or all, and how many there are, each with its
 * attendance over the sessions held so far: three statements whatever the page holds.
 */
export async function pageVendorTerms(options: {
  db: Database
  vendorId: string
  query: z.output<typeof vendorTermListQuerySchema>
  now?: Date
}) {
  const { db, vendorId, query, now = new Date() } = options
  const filter = { vendorId, activityId: query.activityId }
  const [terms, [counted]] = await Promise.all([
    listVendorTerms({
      db,
      ...filter,
      page: { limit: query.limit, offset: pageOffset(query) },
      now,
    }),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from terms t
        join activities a on a.id = t.activity_id where ${termWhere(filter)}`,
    ),
  ])
  const heldOf = (term: VendorTerm) =>
    term.sessions.filter(
      (session) => !session.isCancelled && Date.parse(session.startsAt) <= now.getTime(),
    )
  const figures = await attendanceOfSessions({
    db,
    sessionIds: terms.flatMap((term) => heldOf(term).map((session) => session.id)),
    now,
  })
  const items = terms.map((term) => ({
    ...term,
    attendance: heldAttendance(heldOf(term).flatMap((session) => figures.get(session.id) ?? [])),
  }))
  return pageOf({ items, total: Number(counted?.total ?? 0), query })
}
