import {
  type AttendanceChildState,
  type AttendanceState,
  LATE_PICKUP_AFTER_MINUTES,
  UNDO_MINUTES,
} from '@afc/contracts'
import { isoString } from '../../lib/pagination.ts'

const MINUTE = 60_000

/** One attendance row as the state is read from it. */
export type ActionRow = {
  id: string
  seq: number
  kind: 'check_in' | 'check_out' | 'absent' | 'undo'
  collectedBy: string | null
  actorName: string
  occurredAt: Date | string
  recordedAt: Date | string
}

const STATE_OF: Record<Exclude<ActionRow['kind'], 'undo'>, AttendanceState> = {
  check_in: 'checked_in',
  check_out: 'checked_out',
  absent: 'absent',
}

/**
 * A child's standing at a session from its rows in `seq` order: each action stands on the one
 * before, and an undo takes the latest standing action away. What stands last is the state.
 */
export function standingActions(rows: ActionRow[]): ActionRow[] {
  const standing: ActionRow[] = []
  for (const row of [...rows].sort((x, y) => x.seq - y.seq)) {
    if (row.kind === 'undo') standing.pop()
    else standing.push(row)
  }
  return standing
}

export function stateOf(options: {
  participantId: string
  rows: ActionRow[]
  endsAt: Date
  now: Date
}): AttendanceChildState {
  const { participantId, rows, endsAt, now } = options
  const standing = standingActions(rows)
  const last = standing.at(-1)
  const before = standing.at(-2)
  const stateFrom = (row: ActionRow | undefined): AttendanceState =>
    row && row.kind !== 'undo' ? STATE_OF[row.kind] : 'expected'
  const state = stateFrom(last)
  const undoableUntil =
    last && new Date(new Date(last.recordedAt).getTime() + UNDO_MINUTES * MINUTE)
  return {
    participantId,
    state,
    lastAction: last
      ? {
          id: last.id,
          kind: last.kind,
          at: isoString(last.occurredAt),
          byName: last.actorName,
          collectedBy: last.collectedBy,
          undoableUntil: undoableUntil && undoableUntil > now ? undoableUntil.toISOString() : null,
          stateBefore: stateFrom(before),
        }
      : null,
    latePickupMinutes: latePickupMinutes({ state, last, endsAt, now }),
  }
}

/** Minutes past the end of a child still in, or collected, more than the grace after it. */
function latePickupMinutes(options: {
  state: AttendanceState
  last: ActionRow | undefined
  endsAt: Date
  now: Date
}): number | null {
  const { state, last, endsAt, now } = options
  const pickedUpAt =
    state === 'checked_in'
      ? now
      : state === 'checked_out' && last
        ? new Date(last.occurredAt)
        : null
  if (!pickedUpAt) return null
  const minutes = Math.floor((pickedUpAt.getTime() - endsAt.getTime()) / MINUTE)
  return minutes >= LATE_PICKUP_AFTER_MINUTES ? minutes : null
}
