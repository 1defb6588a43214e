import type { AttendanceAction, AttendanceState, TodayChild } from '@afc/contracts'

const QUEUED_STATE: Record<Exclude<AttendanceAction['kind'], 'undo'>, AttendanceState> = {
  check_in: 'checked_in',
  check_out: 'checked_out',
  absent: 'absent',
}

/**
 * What the screen shows for a child: the server's state, or the phone's queued actions over it
 * in the order taken. A queued undo returns the child to the state before the action it takes
 * back, as the server last said.
 */
export function shownState(
  child: TodayChild,
  sessionId: string,
  pending: AttendanceAction[],
): { state: AttendanceState; unsent: boolean } {
  const queued = pending.filter(
    (action) => action.sessionId === sessionId && action.participantId === child.participantId,
  )
  let state = child.state
  for (const action of queued) {
    state =
      action.kind === 'undo'
        ? (child.lastAction?.stateBefore ?? 'expected')
        : QUEUED_STATE[action.kind]
  }
  return { state, unsent: queued.length > 0 }
}

export const STATE_LABELS: Record<AttendanceState, string> = {
  expected: 'Expected',
  checked_in: 'Checked in',
  checked_out: 'Gone home',
  absent: 'Absent',
}
