import {
  type AttendanceAction,
  type AttendanceChildState,
  someoneElseRefusal,
} from '@afc/contracts'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { attendanceActions } from '../../db/schema/index.ts'
import type { NoticesWithUnsubscribe } from '../../infra/mail/index.ts'
import { conflict, unprocessable } from '../../lib/http-problem.ts'
import { pickupDetailsFor, type RecordSharing } from '../children/index.ts'
import { actionMoments, assertActionAllowed, collectorNames, sameName } from './action-rules.ts'
import { queueAttendanceMail } from './attendance-mail.ts'
import { type ActionRow, stateOf } from './attendance-state.ts'
import { checkPickupCode } from './pickup-code.ts'
import type { AttendanceCaller } from './session-access.ts'
import { findSessionChild, type SessionChild } from './session-child.ts'

export type AttendanceResult = AttendanceChildState & { key: string; replayed: boolean }

type RecordOptions = {
  db: Database
  caller: AttendanceCaller
  action: AttendanceAction
  sharing: RecordSharing
  notices: NoticesWithUnsubscribe
  now?: Date
}

/**
 * Records one check-in, check-out, absence or undo, once: an action whose key the provider has
 * already recorded is acknowledged with the child's state and writes nothing. The rules read the
 * child's rows; the row takes the next number in the child's sequence, so when two phones act
 * on the same state at once the database keeps the first and the second gets the conflict.
 */
export async function recordAttendance(options: RecordOptions): Promise<AttendanceResult> {
  const { db, caller, action, now = new Date() } = options
  const child = await findSessionChild({
    db,
    caller,
    sessionId: action.sessionId,
    participantId: action.participantId,
    key: action.key,
  }).catch(async (error: unknown) => {
    // A replay is acknowledged even where the child or session has changed since.
    const replay = await replayOf(options)
    if (replay) return replay
    throw error
  })
  if ('replayed' in child) return child
  if (child.keyUsed) return (await replayOf(options)) ?? raceLost(child)
  const state = stateOf({
    participantId: child.participantId,
    rows: child.rows,
    endsAt: child.endsAt,
    now,
  })
  const { occurredAt, judgedAt } = actionMoments(action, now)
  assertActionAllowed({ child, state, action, now, takenAt: judgedAt })
  if (action.kind === 'check_out') await assertMayCollect({ ...options, child, now })
  try {
    // Only a mail needs a transaction: the row alone is one statement.
    const mails = child.wantsMail && (action.kind === 'check_in' || action.kind === 'check_out')
    const write = async (tx: Database) => {
      const [inserted] = await tx
        .insert(attendanceActions)
        .values({
          vendorId: caller.vendorId,
          scheduleId: child.sessionId,
          participantId: child.participantId,
          seq: child.rows.length + 1,
          kind: action.kind,
          collectedBy: action.kind === 'check_out' ? action.collectedBy : null,
          undoesId: action.kind === 'undo' ? action.undoes : null,
          reason: action.kind === 'undo' ? action.reason : null,
          actorId: caller.userId,
          actorName: caller.name,
          occurredAt,
          recordedAt: now,
          idempotencyKey: action.key,
        })
        .onConflictDoNothing({
          target: [attendanceActions.vendorId, attendanceActions.idempotencyKey],
        })
        .returning()
      if (inserted && (inserted.kind === 'check_in' || inserted.kind === 'check_out')) {
        await queueAttendanceMail({
          tx,
          notices: options.notices,
          child,
          actionId: inserted.id,
          kind: inserted.kind,
          at: occurredAt,
          collectedBy: inserted.collectedBy,
          byName: caller.name,
        })
      }
      return inserted
    }
    const row = mails ? await db.transaction(write) : await write(db)
    if (!row) return (await replayOf(options)) ?? raceLost(child)
    const rows: ActionRow[] = [...child.rows, row]
    return {
      ...stateOf({ participantId: child.participantId, rows, endsAt: child.endsAt, now }),
      key: action.key,
      replayed: false,
    }
  } catch (error) {
    if (!isSequenceTaken(error)) throw error
    return concurrentAction(options, now)
  }
}

/** The state under an already used key, or nothing when the key is new. */
async function replayOf(options: RecordOptions): Promise<AttendanceResult | undefined> {
  const { db, caller, action, now = new Date() } = options
  const [used] = await db
    .select({
      scheduleId: attendanceActions.scheduleId,
      participantId: attendanceActions.participantId,
    })
    .from(attendanceActions)
    .where(
      and(
        eq(attendanceActions.vendorId, caller.vendorId),
        eq(attendanceActions.idempotencyKey, action.key),
      ),
    )
  if (!used) return undefined
  const child = await findSessionChild({
    db,
    caller,
    sessionId: used.scheduleId,
    participantId: used.participantId,
  })
  return {
    ...stateOf({ participantId: child.participantId, rows: child.rows, endsAt: child.endsAt, now }),
    key: action.key,
    replayed: true,
  }
}

/** Another phone's action took this place in the child's sequence: its record stands. */
async function concurrentAction(options: RecordOptions, now: Date): Promise<never> {
  const { db, caller, action } = options
  const child = await findSessionChild({
    db,
    caller,
    sessionId: action.sessionId,
    participantId: action.participantId,
  })
  const state = stateOf({
    participantId: child.participantId,
    rows: child.rows,
    endsAt: child.endsAt,
    now,
  })
  assertActionAllowed({ child, state, action, now, takenAt: actionMoments(action, now).judgedAt })
  return raceLost(child)
}

function raceLost(child: SessionChild): never {
  throw conflict(
    `Someone else recorded ${child.firstName}'s attendance at the same moment. Look again before trying.`,
  )
}

/** The collector must be the parent or on the record; the code, when the provider asks it. */
async function assertMayCollect(
  options: RecordOptions & { child: SessionChild; now: Date },
): Promise<void> {
  const { db, caller, action, sharing, child, now } = options
  if (action.kind !== 'check_out') return
  const details = child.childId
    ? (
        await pickupDetailsFor({
          db,
          sharing,
          vendorId: caller.vendorId,
          childIds: [child.childId],
        })
      ).get(child.childId)
    : undefined
  const allowed = collectorNames(child, details?.collectors ?? [])
  if (!allowed.some((name) => sameName(name, action.collectedBy))) {
    throw unprocessable(someoneElseRefusal(child.firstName, details?.phone ?? null))
  }
  if (!child.requirePickupCode) return
  await checkPickupCode({
    db,
    keyring: sharing.keyring,
    vendorId: caller.vendorId,
    childKey: child.childId ?? child.participantId,
    parentId: child.parentId,
    firstName: child.firstName,
    given: action.pickupCode,
    now,
  })
}

function isSequenceTaken(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown }
    if (code === '23505')
      return constraint === undefined || constraint === 'attendance_actions_seq_idx'
    current = (current as { cause?: unknown }).cause
  }
  return false
}
