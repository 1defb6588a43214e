import type { ActivitySession, RunDecision, RunMinimumState } from '@afc/contracts'
import { type SQL, sql } from 'drizzle-orm'
import {
  awaitsDecision,
  confirmedSessionPlaces,
  confirmedTermPlaces,
  decisionAt,
  placesToRun,
} from './run-rule.ts'

/** A term's or session's minimum as a query reads it, before it is shown. */
export type RunRow = {
  minPlaces: number | null
  decisionHours: number
  decision: RunDecision | null
  confirmedPlaces: number
  /** The start of its first session not cancelled; null when every one is. */
  firstStart: Date | string | null
}

/** What families see of a minimum on the activity page, for a term or a single session. */
export type PublicRunMinimum = Pick<
  ActivitySession,
  'minPlaces' | 'decisionAt' | 'placesToRun' | 'decisionPending'
>

const factsOf = (row: RunRow) => ({
  minPlaces: row.minPlaces,
  decisionHours: Number(row.decisionHours),
  decision: row.decision,
  confirmedPlaces: Number(row.confirmedPlaces),
  firstStart: row.firstStart === null ? null : new Date(row.firstStart),
})

type Facts = ReturnType<typeof factsOf>

// With no session left to hold there is no decision time, and nothing waits for one.
const decisionAtIso = ({ firstStart, ...facts }: Facts) =>
  facts.minPlaces === null || firstStart === null
    ? null
    : decisionAt({ ...facts, firstStart }).toISOString()

const pending = ({ firstStart, ...facts }: Facts, now: Date) =>
  firstStart !== null && awaitsDecision({ ...facts, firstStart, now })

const stillNeeded = ({ firstStart, ...facts }: Facts) =>
  firstStart === null ? null : placesToRun({ ...facts, firstStart })

/** How many more it needs to run and whether it waits for its decision, as families see it. */
export function publicRunMinimum(row: RunRow, now: Date): PublicRunMinimum {
  const facts = factsOf(row)
  return {
    minPlaces: facts.minPlaces,
    decisionAt: decisionAtIso(facts),
    placesToRun: stillNeeded(facts),
    decisionPending: pending(facts, now),
  }
}

/** A minimum as its provider sees it: "4 of 6 minimum · decides Mar 4". */
export function runMinimumState(row: RunRow, now: Date): RunMinimumState {
  const facts = factsOf(row)
  return {
    minPlaces: facts.minPlaces,
    decisionHours: facts.decisionHours,
    decisionAt: decisionAtIso(facts),
    decision: facts.decision,
    confirmedPlaces: facts.confirmedPlaces,
    decisionPending: pending(facts, now),
  }
}

/**
 * The minimum columns of the session `s` (an alias of `activity_schedules`) as a `RunRow` reads
 * them, but for its start. A session of a term has none of its own: its term decides.
 */
export function sessionRunColumns(s: string): SQL {
  const session = sql.raw(s)
  return sql`case when ${session}.term_id is null then ${session}.min_places end as "minPlaces",
    ${session}.decision_hours as "decisionHours",
    case when ${session}.term_id is null then ${session}.decision end as decision,
    ${confirmedSessionPlaces(s)} as "confirmedPlaces"`
}

/**
 * The minimum of the term `t` (an alias of `terms`, null when a session has none) as a `RunRow`
 * in one JSON value, for a statement that reads one of its sessions: a drop-in or a trial waits
 * for the term's decision as an enrolment does.
 */
export function termRunRow(t: string): SQL {
  const term = sql.raw(t)
  return sql`case when ${term}.id is not null then json_build_object(
    'minPlaces', ${term}.min_places, 'decisionHours', ${term}.decision_hours,
    'decision', ${term}.decision, 'confirmedPlaces', ${confirmedTermPlaces(t)},
    'firstStart', (select min(fs.starts_at) from activity_schedules fs
      where fs.term_id = ${term}.id and not fs.is_cancelled)) end`
}

/** Whether it waits for its decision, from its row: it then takes no booking. */
export function waitsForDecision(row: RunRow, now: Date): boolean {
  return pending(factsOf(row), now)
}

/**
 * "Needs 3 more to run" on an activity's card: what it still needs while its decision time is
 * ahead; null with no minimum, once reached or decided, or once the decision time has come.
 */
export function placesToRunAhead(row: RunRow | null, now: Date): number | null {
  if (row === null) return null
  const { firstStart, ...facts } = factsOf(row)
  if (firstStart === null || decisionAt({ ...facts, firstStart }).getTime() <= now.getTime()) {
    return null
  }
  const short = placesToRun({ ...facts, firstStart })
  return short === null || short === 0 ? null : short
}

/** `decisionAt` in SQL, for a query that sorts or filters by it. */
export const decisionAtSql = (firstStart: SQL, decisionHours: SQL): SQL =>
  sql`(${firstStart} - ${decisionHours} * interval '1 hour')`
