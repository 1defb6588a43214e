import { assertMinimumFits, decisionPassed, minimumDecided } from '../run-decisions/index.ts'
import type { TermActivity } from './term-activity.ts'

export const MINIMUM_DECIDED = minimumDecided('term')
export const DECISION_PASSED = decisionPassed('term')

/**
 * A minimum no higher than the places the term has: its own, or its course's when it has none.
 * The request's schema already refuses one above the term's own places when both are sent.
 */
export function assertTermMinimumFits(options: {
  minPlaces: number | null
  capacity: number | null
  activity: TermActivity
}) {
  const { minPlaces, capacity, activity } = options
  assertMinimumFits({ minPlaces, places: capacity ?? activity.capacity, of: 'term' })
}
