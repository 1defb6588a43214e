import {
  ABSENT_AFTER_MINUTES,
  ATTENDANCE_OPENS_MINUTES,
  type AttendanceAction,
  type AttendanceChildState,
  UNDO_MINUTES,
} from '@afc/contracts'
import { conflict, unprocessable } from '../../lib/http-problem.ts'
import { standingActions } from './attendance-state.ts'
import type { SessionChild } from './session-child.ts'

const MINUTE = 60_000
/** Attendance opens this long before a session starts and closes this long after it ends. */
const OPENS_BEFORE = ATTENDANCE_OPENS_MINUTES * MINUTE
const CLOSES_AFTER = 24 * 60 * MINUTE
/**
 * How far back a queued action's own time is believed for the rules that depend on the clock
 * (absent from 15 minutes after the start, undo within 5 minutes): long enough for a session
 * held without signal, short enough that a phone cannot reopen an old action by its clock.
 */
export const PHONE_TIME_TRUSTED_MINUTES = 3 * 60

/**
 * When an action happened, for the record and for the rules: the phone's time when it gives
 * one (an action queued offline keeps the time it was taken), never after the server's clock.
 * The rules read it no earlier than the trusted window allows.
 */
export function actionMoments(action: AttendanceAction, now: Date) {
  const taken = action.at ? new Date(action.at) : now
  const occurredAt = taken < now ? taken : now
  const earliest = now.getTime() - PHONE_TIME_TRUSTED_MINUTES * MINUTE
  return {
    occurredAt,
    judgedAt: new Date(Math.max(occurredAt.getTime(), earliest)),
  }
}

/** Who may collect the child: the parent, then the people on the record, by name. */
export function collectorNames(child: SessionChild, recordCollectors: { name: string }[]) {
  return [child.parentName, ...recordCollectors.map((person) => person.name)].filter(
    (name): name is string => Boolean(name),
  )
}

export const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * Whether the action may stand on the child's state now: a sentence for a refusal (nothing
 * recorded) or a conflict (the server already holds a later action for the child). Absent and
 * undo are judged at `takenAt`, when the phone took them, so a queued one that arrives late
 * stands if it was in time; the session's opening and closing are judged on arrival.
 */
export function assertActionAllowed(options: {
  child: SessionChild
  state: AttendanceChildState
  action: AttendanceAction
  now: Date
  takenAt?: Date
}): void {
  const { child, state, action, now, takenAt = now } = options
  const name = child.firstName
  if (child.isCancelled) throw unprocessable('This session is cancelled.')
  if (now.getTime() < child.startsAt.getTime() - OPENS_BEFORE) {
    throw unprocessable('Attendance opens 2 hours before the session starts.')
  }
  if (now.getTime() > child.endsAt.getTime() + CLOSES_AFTER) {
    throw unprocessable('Attendance closed a day after the session ended.')
  }
  const by = state.lastAction ? ` by ${state.lastAction.byName}` : ''
  switch (action.kind) {
    case 'check_in':
      if (state.state === 'checked_in') throw conflict(`${name} is already checked in${by}.`)
      if (state.state === 'checked_out') throw conflict(`${name} has already gone home${by}.`)
      return
    case 'check_out':
      if (state.state === 'checked_out') {
        const collected = state.lastAction?.collectedBy
        throw conflict(
          `${name} was already checked out${by}${collected ? `, collected by ${collected}` : ''}.`,
        )
      }
      if (state.state !== 'checked_in') throw unprocessable(`${name} is not checked in.`)
      return
    case 'absent':
      if (state.state === 'absent') throw conflict(`${name} is already marked absent${by}.`)
      if (state.state !== 'expected') throw conflict(`${name} has already arrived${by}.`)
      if (takenAt.getTime() < child.startsAt.getTime() + ABSENT_AFTER_MINUTES * MINUTE) {
        throw unprocessable(
          `A child can be marked absent from ${ABSENT_AFTER_MINUTES} minutes after the start.`,
        )
      }
      return
    case 'undo': {
      const latest = standingActions(child.rows).at(-1)
      if (!latest || latest.id !== action.undoes) {
        throw conflict(`Only ${name}'s latest action can be undone.`)
      }
      if (new Date(latest.recordedAt).getTime() + UNDO_MINUTES * MINUTE < takenAt.getTime()) {
        throw unprocessable(
          `This can no longer be undone: it is more than ${UNDO_MINUTES} minutes old.`,
        )
      }
      return
    }
  }
}
