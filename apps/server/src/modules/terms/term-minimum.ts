import { minimumAbovePlaces, type RunDecision } from '@afc/contracts'
import { badRequest, conflict } from '../../lib/http-problem.ts'
import { decisionAt } from '../run-decisions/index.ts'
import type { TermActivity } from './term-activity.ts'

export const MINIMUM_DECIDED =
  'Whether this term runs has already been decided, so its minimum and decision time can no longer change.'

/**
 * A minimum no higher than the places the term has: its own, or its course's when it has none.
 * The request's schema already refuses one above the term's own places when both are sent.
 */
export function assertMinimumFits(options: {
  minPlaces: number | null
  capacity: number | null
  activity: TermActivity
}) {
  const { minPlaces, capacity, activity } = options
  const places = capacity ?? activity.capacity
  if (minPlaces !== null && places !== null && minPlaces > places) {
    throw badRequest(`${minimumAbovePlaces(places)}.`)
  }
}

export const DECISION_PASSED =
  "This term's decision time would already have passed: choose a shorter one, or no minimum."

/**
 * A minimum is decided ahead: its decision time, counted back from the first of the term's
 * sessions still held, must not have passed already.
 */
export function assertDecisionAhead(options: {
  minPlaces: number | null
  decisionHours: number
  starts: Date[]
  now: Date
}) {
  const { minPlaces, decisionHours, starts, now } = options
  if (minPlaces === null || starts.length === 0) return
  const firstStart = new Date(Math.min(...starts.map((start) => start.getTime())))
  if (decisionAt({ decisionHours, firstStart }).getTime() <= now.getTime()) {
    throw badRequest(DECISION_PASSED)
  }
}

/** Once the outcome is recorded, the minimum it was decided on stays as it was. */
export function assertMinimumOpen(options: {
  decision: RunDecision | null | undefined
  changes: { minPlaces?: number | null; decisionHours?: number }
  current: { minPlaces: number | null; decisionHours: number }
}) {
  const { decision, changes, current } = options
  const changed =
    (changes.minPlaces !== undefined && changes.minPlaces !== current.minPlaces) ||
    (changes.decisionHours !== undefined && changes.decisionHours !== current.decisionHours)
  if (decision && changed) throw conflict(MINIMUM_DECIDED)
}
