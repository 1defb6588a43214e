import type { RunDecision } from '@afc/contracts'
import { type SQL, sql } from 'drizzle-orm'

export const AWAITS_DECISION =
  "This term is waiting for its provider's decision on whether it runs, so it takes no bookings until that is made."
export const SESSION_AWAITS_DECISION =
  "This session is waiting for its provider's decision on whether it runs, so it takes no bookings until that is made."

/** What the rule reads of a term or session with a minimum, from its row. */
export type RunFacts = {
  minPlaces: number | null
  decisionHours: number
  decision: RunDecision | null
  /** Places confirmed now: paid, or free and taken; holds still being paid for do not count. */
  confirmedPlaces: number
  /** The start of its first session. */
  firstStart: Date
}

/** When whether it runs is decided: its first session's start less the decision time. */
export function decisionAt(facts: Pick<RunFacts, 'decisionHours' | 'firstStart'>): Date {
  return new Date(facts.firstStart.getTime() - facts.decisionHours * 3_600_000)
}

/** How many more confirmed places it needs to run; null with no minimum or once decided. */
export function placesToRun(facts: RunFacts): number | null {
  if (facts.minPlaces === null || facts.decision !== null) return null
  return Math.max(0, facts.minPlaces - facts.confirmedPlaces)
}

/**
 * Whether it waits for its decision: its decision time has passed, none is recorded and it is
 * still below its minimum. Derived from the rows alone, so no family slips in between the
 * decision time and the job that records the outcome, however late that runs.
 */
export function awaitsDecision(facts: RunFacts & { now: Date }): boolean {
  const short = placesToRun(facts)
  return short !== null && short > 0 && decisionAt(facts).getTime() <= facts.now.getTime()
}

/**
 * The places confirmed in the term `t` (an alias of `terms`): the children of its confirmed
 * enrolments. Drop-ins and trials take a session's place, not the term's, so they do not count.
 */
export function confirmedTermPlaces(t: string): SQL {
  const term = sql.raw(t)
  return sql`(select coalesce(sum(cb.quantity), 0)::int from bookings cb
    where cb.term_id = ${term}.id and cb.kind = 'term' and cb.status = 'confirmed')`
}

/**
 * The places confirmed in the single session `s` (an alias of `activity_schedules`): the children
 * of its confirmed bookings. A session of a term runs on its term's minimum, not its own.
 */
export function confirmedSessionPlaces(s: string): SQL {
  const session = sql.raw(s)
  return sql`(select coalesce(sum(cb.quantity), 0)::int from bookings cb
    where cb.schedule_id = ${session}.id and cb.status = 'confirmed')`
}
