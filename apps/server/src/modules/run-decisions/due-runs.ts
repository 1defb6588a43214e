import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import type { JobQueue } from '../../infra/jobs/index.ts'
import type { Notices } from '../../infra/mail/index.ts'
import { decideRun } from './decide-run.ts'
import type { RunTarget } from './run-subject.ts'

/**
 * The terms and single sessions with a minimum, undecided and not cancelled, whose decision time
 * (the first session's start less the decision hours) has come by `now`.
 */
export async function dueRuns(db: Database, now: Date): Promise<RunTarget[]> {
  return queryRows<RunTarget>(
    db,
    sql`select 'term' as kind, t.id from terms t
      where t.min_places is not null and t.decision is null and t.cancelled_at is null
        and (select min(s.starts_at) from activity_schedules s
          where s.term_id = t.id and not s.is_cancelled)
          <= ${now.toISOString()}::timestamptz + t.decision_hours * interval '1 hour'
      union all
      select 'session' as kind, s.id from activity_schedules s
      where s.term_id is null and s.min_places is not null and s.decision is null
        and not s.is_cancelled
        and s.starts_at <= ${now.toISOString()}::timestamptz + s.decision_hours * interval '1 hour'
      order by kind, id`,
  )
}

/**
 * Decides every due term and session, each in its own transaction, so that one that fails does
 * not hold back the others; it is tried again on the next run. Returns how many were decided.
 */
export async function decideDueRuns(
  options: Notices & { db: Database; jobs: JobQueue; log?: FastifyBaseLogger; now?: Date },
) {
  const { db, now = new Date() } = options
  let decided = 0
  let failed = 0
  for (const target of await dueRuns(db, now)) {
    try {
      const result = await decideRun({
        ...options,
        target,
        decider: { decidedBy: 'schedule' },
        now,
      })
      if (result) decided += 1
    } catch (error) {
      failed += 1
      options.log?.error({ err: error, target }, 'a decision on whether it runs failed')
    }
  }
  if (failed > 0) throw new Error(`${failed} decision(s) on whether they run failed`)
  return decided
}
