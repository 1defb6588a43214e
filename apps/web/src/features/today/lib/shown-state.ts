import type { AttendanceAction, AttendanceState, TodayChild } from '@afc/contracts'

const QUEUED_STATE: Partial<Record<AttendanceAction['kind'], AttendanceState>> = {
  check_in: 'checked_in',
  check_out: 'checked_out',
}

/** What the screen shows for a child: the server's state, or the phone's queued action over it. */
export function shownState(
  child: TodayChild,
  sessionId: string,
  pending: AttendanceAction[],
): { state: AttendanceState; unsent: boolean } {
  const queued = pending.filter(
    (action) => action.sessionId === sessionId && action.participantId === child.participantId,
  )
  const last = queued.at(-1)
  const state = last && QUEUED_STATE[last.kind]
  return state ? { state, unsent: true } : { state: child.state, unsent: false }
}

export const STATE_LABELS: Record<AttendanceState, string> = {
  expected: 'Expected',
  checked_in: 'Checked in',
  checked_out: 'Gone home',
  absent: 'Absent',
}
