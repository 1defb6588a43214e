import type { RunDecision } from '@afc/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { confirmedSessionPlaces, confirmedTermPlaces, type RunFacts } from './run-rule.ts'

/** What is decided on: a term, or a single session (a session of a term runs with its term). */
export type RunTarget = { kind: 'term' | 'session'; id: string }

/** A term or single session with a minimum, as its decision reads it under its lock. */
export type RunSubject = RunFacts &
  RunTarget & {
    vendorId: string
    activityId: string
    activityTitle: string
    /** The term's name; null for a single session. */
    termName: string | null
    /** A session's term: set when a session of a term was asked about. */
    ofTerm: string | null
    cancelled: boolean
    timeZone: string
    providerName: string
    providerEmail: string | null
  }

type Row = Omit<RunSubject, 'kind' | 'firstStart'> & { firstStart: Date | string | null }

const shared = sql`a.id as "activityId", a.title as "activityTitle", a.vendor_id as "vendorId",
  coalesce(l.time_zone, 'UTC') as "timeZone", v.business_name as "providerName",
  coalesce(v.notification_email, v.email, owner.email) as "providerEmail"`

const joins = sql`join activities a on a.id = x.activity_id
  join vendors v on v.id = a.vendor_id
  join "user" owner on owner.id = v.user_id
  left join vendor_locations l on l.id = a.location_id`

function statement(target: RunTarget): SQL {
  if (target.kind === 'term') {
    // The lock an enrolment takes on its term: no place is taken or given back meanwhile.
    return sql`select x.id, ${shared}, x.name as "termName", null as "ofTerm",
        x.min_places as "minPlaces", x.decision_hours as "decisionHours", x.decision,
        x.cancelled_at is not null as cancelled, ${confirmedTermPlaces('x')} as "confirmedPlaces",
        (select min(fs.starts_at) from activity_schedules fs
          where fs.term_id = x.id and not fs.is_cancelled) as "firstStart"
      from terms x ${joins}
      where x.id = ${target.id}
      for no key update of x`
  }
  // Not `for update` as a hold locks it: a refund meanwhile still takes its key share on it.
  return sql`select x.id, ${shared}, null as "termName", x.term_id as "ofTerm",
      x.min_places as "minPlaces", x.decision_hours as "decisionHours", x.decision,
      x.is_cancelled as cancelled, ${confirmedSessionPlaces('x')} as "confirmedPlaces",
      x.starts_at as "firstStart"
    from activity_schedules x ${joins}
    where x.id = ${target.id}
    for no key update of x`
}

/**
 * Locks the term's or session's row and reads it as it stands in the caller's transaction.
 * Undefined when there is no such row.
 */
export async function lockRunSubject(
  db: Database,
  target: RunTarget,
): Promise<RunSubject | undefined> {
  const [row] = await queryRows<Row>(db, statement(target))
  if (!row) return undefined
  return {
    ...row,
    kind: target.kind,
    minPlaces: row.minPlaces === null ? null : Number(row.minPlaces),
    decisionHours: Number(row.decisionHours),
    decision: row.decision as RunDecision | null,
    confirmedPlaces: Number(row.confirmedPlaces),
    // A term with every session cancelled has no start; it is cancelled and never decided.
    firstStart: new Date(row.firstStart ?? 0),
  }
}
