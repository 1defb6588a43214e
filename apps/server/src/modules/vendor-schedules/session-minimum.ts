import type { RunDecision, SessionUpdateInput, VendorSession } from '@afc/contracts'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { activitySchedules } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http-problem.ts'
import {
  assertDecisionAhead,
  assertMinimumFits,
  assertMinimumOpen,
} from '../run-decisions/index.ts'
import { SESSION_NOT_FOUND } from './schedules-service.ts'
import { listVendorSessions } from './session-queries.ts'

export const TERM_SESSION_MINIMUM = "A session of a term runs on its term's minimum."
export const SESSION_OVER =
  'This session has already started, so its minimum and decision time can no longer change.'
export const SESSION_CALLED_OFF =
  'This session has been cancelled, so its minimum and decision time can no longer change.'

type LockedSession = {
  startsAt: Date | string
  isCancelled: boolean
  termId: string | null
  minPlaces: number | null
  decisionHours: number
  decision: RunDecision | null
  capacity: number | null
}

/**
 * Changes a single session's minimum to run or its decision time. The session's row is locked,
 * as the decision and a booking lock it, so the change and a decision never cross: once the
 * outcome is recorded, the minimum stays the one it was decided on.
 */
export async function updateSessionMinimum(options: {
  db: Database
  vendorId: string
  sessionId: string
  input: SessionUpdateInput
  now?: Date
}): Promise<VendorSession> {
  const { db, vendorId, sessionId, input, now = new Date() } = options
  await db.transaction(async (tx) => {
    const [session] = await queryRows<LockedSession>(
      tx,
      sql`select s.starts_at as "startsAt", s.is_cancelled as "isCancelled", s.term_id as "termId",
          s.min_places as "minPlaces", s.decision_hours as "decisionHours", s.decision,
          a.capacity
        from activity_schedules s
        join activities a on a.id = s.activity_id
        where s.id = ${sessionId} and a.vendor_id = ${vendorId} and a.deleted_at is null
        for no key update of s`,
    )
    if (!session) throw notFound(SESSION_NOT_FOUND)
    if (session.termId) throw conflict(TERM_SESSION_MINIMUM)
    if (session.isCancelled) throw conflict(SESSION_CALLED_OFF)
    const startsAt = new Date(session.startsAt)
    if (startsAt.getTime() <= now.getTime()) throw conflict(SESSION_OVER)
    assertMinimumOpen({
      decision: session.decision,
      changes: input,
      current: session,
      of: 'session',
    })
    const next = {
      minPlaces: input.minPlaces === undefined ? session.minPlaces : input.minPlaces,
      decisionHours: input.decisionHours ?? session.decisionHours,
    }
    assertMinimumFits({ minPlaces: next.minPlaces, places: session.capacity, of: 'session' })
    assertDecisionAhead({ ...next, starts: [startsAt], now, of: 'session' })
    await tx.update(activitySchedules).set(next).where(eq(activitySchedules.id, sessionId))
  })
  const [updated] = await listVendorSessions({
    db,
    vendorId,
    when: 'upcoming',
    sessionIds: [sessionId],
    now,
  })
  if (!updated) throw notFound(SESSION_NOT_FOUND)
  return updated
}
