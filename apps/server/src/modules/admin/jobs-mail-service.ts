import {
  type AdminMail,
  type AdminMailDetail,
  type adminMailListQuerySchema,
  MAIL_ALREADY_SENT,
  MAIL_NOT_DEAD,
  MAIL_NOT_FOUND,
} from '@afc/contracts'
import { count, desc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { mailOutbox } from '../../db/schema/index.ts'
import { clearDeadJobs, type JobQueue } from '../../infra/jobs/index.ts'
import { SEALED_MAIL_BODY, SEND_MAIL_JOB } from '../../infra/mail/index.ts'
import { conflict, notFound } from '../../lib/http-problem.ts'
import { isoOrNull, isoString, pageOf, pageOffset } from '../../lib/pagination.ts'
import type { AdminActor } from './admin-actor.ts'
import { recordAdminAction } from './audit-log.ts'

type OutboxRow = typeof mailOutbox.$inferSelect

/** The only field of a job's data the job board shows: a send-mail job's outbox id. */
export const MAIL_ID_FIELD = 'mailId'

/** Everything but the text and headers: a list of mail never carries what it said. */
const listColumns = {
  id: mailOutbox.id,
  recipient: mailOutbox.recipient,
  subject: mailOutbox.subject,
  topic: mailOutbox.topic,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  lastAttemptAt: mailOutbox.lastAttemptAt,
  sentAt: mailOutbox.sentAt,
}

function toAdminMail(
  row: Omit<OutboxRow, 'key' | 'userId' | 'body' | 'bodySealed' | 'headers'>,
): AdminMail {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    topic: row.topic,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: isoString(row.createdAt),
    lastAttemptAt: isoOrNull(row.lastAttemptAt),
    sentAt: isoOrNull(row.sentAt),
  }
}

export async function listMail(options: {
  db: Database
  query: z.output<typeof adminMailListQuerySchema>
}) {
  const { db, query } = options
  const where = query.status ? eq(mailOutbox.status, query.status) : undefined
  const [rows, [counted]] = await Promise.all([
    db
      .select(listColumns)
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ])
  return pageOf({ items: rows.map(toAdminMail), total: Number(counted?.total ?? 0), query })
}

export async function getMail(options: { db: Database; id: string }): Promise<AdminMailDetail> {
  const [row] = await options.db.select().from(mailOutbox).where(eq(mailOutbox.id, options.id))
  if (!row) throw notFound(MAIL_NOT_FOUND)
  return { ...toAdminMail(row), body: row.bodySealed ? SEALED_MAIL_BODY : row.body }
}

export async function countMail(db: Database): Promise<{ queued: number; dead: number }> {
  const rows = await db
    .select({ status: mailOutbox.status, total: count() })
    .from(mailOutbox)
    .where(sql`${mailOutbox.status} in ('queued', 'dead')`)
    .groupBy(mailOutbox.status)
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.total ?? 0)
  return { queued: of('queued'), dead: of('dead') }
}

/**
 * Sends a dead mail again: back to queued with a fresh send-mail job, and its dead jobs off the
 * board (the mail keeps its attempts and last error). The send job skips a mail already sent,
 * so it never goes out twice.
 */
export async function retryMail(options: {
  db: Database
  jobs: JobQueue
  actor: AdminActor
  id: string
}): Promise<AdminMail> {
  const { db, jobs, actor, id } = options
  return db.transaction(async (tx) => {
    // Locked, so two admins retrying at once queue one job, and the second hears it is queued.
    const [mail] = await queryRows<{ status: string; attempts: number; lastError: string | null }>(
      tx,
      sql`select status, attempts, last_error as "lastError" from ${mailOutbox}
        where id = ${id} for update`,
    )
    if (!mail) throw notFound(MAIL_NOT_FOUND)
    if (mail.status === 'sent') throw conflict(MAIL_ALREADY_SENT)
    if (mail.status !== 'dead') throw conflict(MAIL_NOT_DEAD)
    const [row] = await tx
      .update(mailOutbox)
      .set({ status: 'queued' })
      .where(eq(mailOutbox.id, id))
      .returning(listColumns)
    if (!row) throw notFound(MAIL_NOT_FOUND)
    await clearDeadJobs({ db: tx, queue: SEND_MAIL_JOB, idField: MAIL_ID_FIELD, value: id })
    await jobs.send(SEND_MAIL_JOB, { mailId: id }, { db: tx })
    await recordAdminAction({
      tx,
      actor,
      action: 'mail.retry',
      targetType: 'mail',
      targetId: id,
      before: { status: 'dead', attempts: mail.attempts, lastError: mail.lastError },
      after: { status: 'queued' },
    })
    return toAdminMail(row)
  })
}
