// What other modules may use of run decisions: the rule that says, from a term's rows, when
// whether it runs is decided, how many more places it needs and whether it waits for its decision.
// Its routes and job, which use bookings, are registered by the app itself: bookings reads this
// rule, so nothing here may lead back to bookings.
export {
  assertDecisionAhead,
  assertMinimumFits,
  assertMinimumOpen,
  decisionPassed,
  minimumDecided,
  type RunSubject,
} from './minimum-checks.ts'
export {
  AWAITS_DECISION,
  awaitsDecision,
  confirmedSessionPlaces,
  confirmedTermPlaces,
  decisionAt,
  placesToRun,
  type RunFacts,
  SESSION_AWAITS_DECISION,
} from './run-rule.ts'
export {
  decisionAtSql,
  type PublicRunMinimum,
  placesToRunAhead,
  publicRunMinimum,
  type RunRow,
  runMinimumState,
  sessionRunColumns,
  termRunRow,
  waitsForDecision,
} from './run-state.ts'
