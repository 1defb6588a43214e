import type { RunDecisionResult, RunMinimumState } from '@afc/contracts'

/**
 * A minimum of 6 with 4 places taken, decided 72 hours before Mar 14, 2026, 10:00 in Chicago:
 * Mar 11, 10:00 CDT (15:00 UTC).
 */
export function belowMinimum(change: Partial<RunMinimumState> = {}): RunMinimumState {
  return {
    minPlaces: 6,
    decisionHours: 72,
    decisionAt: '2026-03-11T15:00:00.000Z',
    decision: null,
    confirmedPlaces: 4,
    decisionPending: false,
    ...change,
  }
}

/** What an early decision answers: cancelled, two bookings refunded $360. */
export function decisionResult(change: Partial<RunDecisionResult> = {}): RunDecisionResult {
  return {
    decision: 'cancelled',
    decidedAt: '2026-03-01T12:00:00.000Z',
    decidedBy: 'provider',
    minPlaces: 6,
    confirmedPlaces: 4,
    refundedBookings: 2,
    refundedCents: 36_000,
    ...change,
  }
}
