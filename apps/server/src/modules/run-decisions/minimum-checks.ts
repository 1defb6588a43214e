import { minimumAbovePlaces, type RunDecision } from '@afc/contracts'
import { badRequest, conflict } from '../../lib/http-problem.ts'
import { decisionAt } from './run-rule.ts'

/** What a minimum is set on: a term, or a single session of a class or event. */
export type RunSubject = 'term' | 'session'

export const decisionPassed = (of: RunSubject) =>
  `This ${of}'s decision time would already have passed: choose a shorter one, or no minimum.`

export const minimumDecided = (of: RunSubject) =>
  `Whether this ${of} runs has already been decided, so its minimum and decision time can no longer change.`

/** A minimum no higher than the places there are; none to check when places are unlimited. */
export function assertMinimumFits(options: {
  minPlaces: number | null
  places: number | null
  of: RunSubject
}) {
  const { minPlaces, places, of } = options
  if (minPlaces !== null && places !== null && minPlaces > places) {
    throw badRequest(`${minimumAbovePlaces(places, of)}.`)
  }
}

/**
 * A minimum is decided ahead: its decision time, counted back from the first of the sessions
 * still held, must not have passed already.
 */
export function assertDecisionAhead(options: {
  minPlaces: number | null
  decisionHours: number
  starts: Date[]
  now: Date
  of: RunSubject
}) {
  const { minPlaces, decisionHours, starts, now, of } = options
  if (minPlaces === null || starts.length === 0) return
  const firstStart = new Date(Math.min(...starts.map((start) => start.getTime())))
  if (decisionAt({ decisionHours, firstStart }).getTime() <= now.getTime()) {
    throw badRequest(decisionPassed(of))
  }
}

/** Once the outcome is recorded, the minimum it was decided on stays as it was. */
export function assertMinimumOpen(options: {
  decision: RunDecision | null | undefined
  changes: { minPlaces?: number | null | undefined; decisionHours?: number | undefined }
  current: { minPlaces: number | null; decisionHours: number }
  of: RunSubject
}) {
  const { decision, changes, current, of } = options
  const changed =
    (changes.minPlaces !== undefined && changes.minPlaces !== current.minPlaces) ||
    (changes.decisionHours !== undefined && changes.decisionHours !== current.decisionHours)
  if (decision && changed) throw conflict(minimumDecided(of))
}
