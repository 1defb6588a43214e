import {
  type AdminJob,
  type AdminJobSummary,
  type adminJobListQuerySchema,
  JOB_NOT_DEAD,
  JOB_NOT_FOUND,
} from '@afc/contracts'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema/index.ts'
import {
  type BoardJob,
  countBoardJobs,
  listBoardJobs,
  retryBoardJob,
} from '../../infra/jobs/index.ts'
import { SEND_MAIL_JOB } from '../../infra/mail/index.ts'
import { conflict, notFound } from '../../lib/http-problem.ts'
import { pageOf, pageOffset } from '../../lib/pagination.ts'
import type { AdminActor } from './admin-actor.ts'
import { recordAdminAction } from './audit-log.ts'
import { countMail, MAIL_ID_FIELD } from './jobs-mail-service.ts'

function toAdminJob(job: BoardJob): AdminJob {
  const { dataId, ...rest } = job
  return { ...rest, mailId: job.queue === SEND_MAIL_JOB ? dataId : null }
}

export async function listJobs(options: {
  db: Database
  query: z.output<typeof adminJobListQuerySchema>
}) {
  const { db, query } = options
  const { items, total } = await listBoardJobs({
    db,
    state: query.state,
    limit: query.limit,
    offset: pageOffset(query),
    idField: MAIL_ID_FIELD,
  })
  return pageOf({ items: items.map(toAdminJob), total, query })
}

export async function getJobSummary(options: { db: Database }): Promise<AdminJobSummary> {
  const [jobs, mail] = await Promise.all([countBoardJobs(options.db), countMail(options.db)])
  return { jobs, mail }
}

/**
 * Gives a dead job one more attempt. A send-mail job's mail goes back to queued with it, so the
 * outbox does not call it dead while it is being tried again.
 */
export async function retryJob(options: {
  db: Database
  actor: AdminActor
  queue: string
  id: string
}): Promise<AdminJob> {
  const { db, actor, queue, id } = options
  return db.transaction(async (tx) => {
    const result = await retryBoardJob({ db: tx, queue, id, idField: MAIL_ID_FIELD })
    if (result.outcome === 'not-found') throw notFound(JOB_NOT_FOUND)
    if (result.outcome === 'not-dead') throw conflict(JOB_NOT_DEAD)
    const mailId = toAdminJob(result.before).mailId
    if (mailId) {
      await tx
        .update(mailOutbox)
        .set({ status: 'queued' })
        .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'dead')))
    }
    await recordAdminAction({
      tx,
      actor,
      action: 'job.retry',
      targetType: 'job',
      targetId: id,
      before: {
        queue,
        state: result.before.state,
        attempts: result.before.attempts,
        lastError: result.before.lastError,
      },
      after: { queue, state: result.after.state, maxAttempts: result.after.maxAttempts },
    })
    return toAdminJob(result.after)
  })
}
