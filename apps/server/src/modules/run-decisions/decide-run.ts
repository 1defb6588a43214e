import type { RunDecision, RunDecisionResult } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { runDecisions } from '../../db/schema/index.ts'
import type { JobQueue } from '../../infra/jobs/index.ts'
import type { Notices } from '../../infra/mail/index.ts'
import { conflict } from '../../lib/http-problem.ts'
import { alreadyDecided, earlyDecisionRefusal } from './early-refusals.ts'
import { applyRunOutcome } from './run-outcome.ts'
import { decisionAt } from './run-rule.ts'
import { lockRunSubject, type RunSubject, type RunTarget } from './run-subject.ts'

/** Who decides: the scheduled check at the decision time, or the provider before it. */
export type Decider =
  | { decidedBy: 'schedule' }
  | {
      decidedBy: 'provider'
      vendorId: string
      actorId: string
      actorEmail: string
      decision: RunDecision
    }

/** Whether the scheduled check decides it now: a minimum, undecided, not cancelled, time come. */
const dueForSchedule = (subject: RunSubject, now: Date) =>
  subject.minPlaces !== null &&
  subject.decision === null &&
  !subject.cancelled &&
  subject.ofTerm === null &&
  decisionAt(subject).getTime() <= now.getTime()

/**
 * Decides whether a term or single session with a minimum runs, exactly once, in one transaction:
 * its row locked as an enrolment or a hold locks it, read again, the confirmed places counted,
 * the record written (its unique index the last guard against a second decider), the decision
 * stored where the booking rules read it, and the outcome applied (`applyRunOutcome`). The
 * scheduled check decides on the count and does nothing when it is not due or already decided;
 * the provider's early decision is refused with a problem, changing nothing. Returns what was
 * decided, or null when the scheduled check had nothing to do.
 */
export async function decideRun(
  options: Notices & {
    db: Database
    jobs: JobQueue
    target: RunTarget
    decider: Decider
    now?: Date
  },
): Promise<RunDecisionResult | null> {
  const { db, target, decider, now = new Date() } = options
  return db.transaction(async (tx) => {
    const subject = await lockRunSubject(tx, target)
    if (decider.decidedBy === 'provider') {
      const refusal = earlyDecisionRefusal({ subject, target, ...decider, now })
      if (refusal) throw refusal
    } else if (!subject || !dueForSchedule(subject, now)) {
      return null
    }
    if (!subject || subject.minPlaces === null) return null
    const minPlaces = subject.minPlaces
    const decision =
      decider.decidedBy === 'provider'
        ? decider.decision
        : subject.confirmedPlaces >= minPlaces
          ? 'runs'
          : 'cancelled'
    const recorded = await tx
      .insert(runDecisions)
      .values({
        termId: target.kind === 'term' ? target.id : null,
        scheduleId: target.kind === 'session' ? target.id : null,
        decision,
        decidedBy: decider.decidedBy,
        actorId: decider.decidedBy === 'provider' ? decider.actorId : null,
        actorEmail: decider.decidedBy === 'provider' ? decider.actorEmail : null,
        minPlaces,
        confirmedPlaces: subject.confirmedPlaces,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: runDecisions.id })
    if (recorded.length === 0) {
      if (decider.decidedBy === 'provider') throw conflict(alreadyDecided(target, decision))
      return null
    }
    const table = sql.raw(target.kind === 'term' ? 'terms' : 'activity_schedules')
    await queryRows(
      tx,
      sql`update ${table} set decision = ${decision}, decided_at = ${now} where id = ${target.id}`,
    )
    const refunded = await applyRunOutcome({
      ...options,
      db: tx,
      subject,
      decision,
      early: decider.decidedBy === 'provider',
      now,
    })
    return {
      decision,
      decidedAt: now.toISOString(),
      decidedBy: decider.decidedBy,
      minPlaces,
      confirmedPlaces: subject.confirmedPlaces,
      ...refunded,
    }
  })
}
