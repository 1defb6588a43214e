import type { AttendanceAction, AttendanceBatchResult, AttendanceChildState } from '@afc/contracts'
import type { Database } from '../../db/client.ts'
import type { NoticesWithUnsubscribe } from '../../infra/mail/index.ts'
import { HttpProblem } from '../../lib/http-problem.ts'
import type { RecordSharing } from '../children/index.ts'
import { stateOf } from './attendance-state.ts'
import { recordAttendance } from './record-action.ts'
import type { AttendanceCaller } from './session-access.ts'
import { findSessionChild } from './session-child.ts'

/**
 * A phone's queued actions, recorded one after the other in the order taken. Each is answered
 * on its own: recorded, already recorded under its key (sent again after a lost answer), a
 * conflict where the server holds a later action (its record stands), or refused with the
 * sentence a single action would get. One refusal does not stop the rest.
 */
export async function recordAttendanceBatch(options: {
  db: Database
  caller: AttendanceCaller
  actions: AttendanceAction[]
  sharing: RecordSharing
  notices: NoticesWithUnsubscribe
  now?: Date
}): Promise<AttendanceBatchResult> {
  const { actions, ...rest } = options
  const results: AttendanceBatchResult['results'] = []
  for (const action of actions) {
    try {
      const { key, replayed, ...state } = await recordAttendance({ ...rest, action })
      results.push({ key, outcome: replayed ? 'replayed' : 'recorded', detail: null, state })
    } catch (error) {
      if (!(error instanceof HttpProblem)) throw error
      results.push({
        key: action.key,
        outcome: error.statusCode === 409 ? 'conflict' : 'refused',
        detail: error.message,
        state: await currentState(options, action),
      })
    }
  }
  return { results }
}

/** The child's state as the server holds it, when the session and child are the caller's. */
async function currentState(
  options: { db: Database; caller: AttendanceCaller; now?: Date },
  action: AttendanceAction,
): Promise<AttendanceChildState | null> {
  const { db, caller, now = new Date() } = options
  try {
    const child = await findSessionChild({
      db,
      caller,
      sessionId: action.sessionId,
      participantId: action.participantId,
    })
    return stateOf({
      participantId: child.participantId,
      rows: child.rows,
      endsAt: child.endsAt,
      now,
    })
  } catch (error) {
    if (error instanceof HttpProblem) return null
    throw error
  }
}
