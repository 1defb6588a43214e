// What other modules may use of the provider's sessions: the start instants of a weekly series
// in the venue's time zone, which a term made from a series creates too.
export { plannedStarts } from './session-dates.ts'
