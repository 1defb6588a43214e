import { and, eq, isNull, sql } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import { type MailTopic, mailOutbox } from '../../db/schema/index.ts'
import { digestOf } from '../../lib/digest.ts'
import { type Keyring, seal, unseal } from '../../lib/sealed-text.ts'
import { describe, type JobQueue } from '../jobs/index.ts'
import type { Mailer, MailMessage } from './mailer.ts'

export type OutboxMail = MailMessage & {
  /** Names the event this mail tells of; a second mail with the same key is dropped. */
  key: string
  topic: MailTopic
  /** The account it goes to, when it goes to one. */
  userId?: string | null
  /** One-click unsubscribe (RFC 8058), for every topic but `transactional`. */
  unsubscribeUrl?: string
  /**
   * The body names a child's medical details (a roster's allergies): it is sealed with the
   * records' key before it is stored and opened only to be sent, so a dump never shows it.
   */
  sensitive?: boolean
}

/** What an admin reads of a mail naming a child's medical details: it stays sealed (ADR 52). */
export const SEALED_MAIL_BODY =
  "This mail names a child's medical details, so its text is sealed and shown only to its recipient."

/** The data key, read when a sensitive mail is first sealed or opened (ADR 52). */
export type OutboxKeyring = () => Keyring

/**
 * What a service needs to queue mail that links back to the site: the outbox and the site's
 * public address. Routes and jobs pass the app's own (`app.notices`).
 */
export type Notices = { outbox: Outbox; publicUrl: string }

/**
 * For optional mail, which carries an unsubscribe link: also the secret that signs it (read on
 * use, since the server may resolve it after the app is built).
 */
export type NoticesWithUnsubscribe = Notices & { unsubscribeSecret: () => string }

/** Where the business modules put mail: it is sent by a job once their transaction commits. */
export interface Outbox {
  /** Pass the transaction that makes the change, so the mail exists only if the change does. */
  add(db: Database, mail: OutboxMail): Promise<void>
}

export const SEND_MAIL_JOB = 'send-mail'
type SendMailData = { mailId: string }

/** With the default 30 s first delay, about 2 hours of retries before a mail is dead. */
const MAIL_RETRY_LIMIT = 8

function unsubscribeHeaders(url: string | undefined): Record<string, string> {
  if (!url) return {}
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

/** A plain boolean, not a type guard: narrowing to the class would lose the schema's types. */
function isTransaction(db: Database): boolean {
  return db instanceof PgTransaction
}

export function createOutbox(options: { jobs: JobQueue; keyring?: OutboxKeyring }): Outbox {
  const bodyOf = (mail: OutboxMail) => {
    if (!mail.sensitive) return { body: mail.text, bodySealed: false }
    if (!options.keyring) throw new Error('a sensitive mail needs the data encryption key')
    return { body: seal(options.keyring(), mail.text), bodySealed: true }
  }
  return {
    async add(db, mail) {
      // The row and its job commit together: in the caller's transaction, or in one of their
      // own when the caller has none.
      const write = async (tx: Database) => {
        const [row] = await tx
          .insert(mailOutbox)
          .values({
            key: mail.key,
            recipient: mail.to,
            userId: mail.userId ?? null,
            topic: mail.topic,
            subject: mail.subject,
            ...bodyOf(mail),
            headers: { ...mail.headers, ...unsubscribeHeaders(mail.unsubscribeUrl) },
          })
          .onConflictDoNothing({ target: mailOutbox.key })
          .returning({ id: mailOutbox.id })
        if (row)
          await options.jobs.send<SendMailData>(SEND_MAIL_JOB, { mailId: row.id }, { db: tx })
      }
      if (isTransaction(db)) await write(db)
      else await db.transaction(write)
    },
  }
}

/** A Message-ID made from the key: the same on every attempt, and it says nothing about anyone. */
function messageIdFor(key: string, publicUrl: string): string {
  return `<${digestOf(key)}@${new URL(publicUrl).hostname}>`
}

/** The job that sends one outbox mail; a mail already sent is never sent again. */
export function defineSendMailJob(options: {
  jobs: JobQueue
  db: Database
  mailer: Mailer
  publicUrl: string
  keyring?: OutboxKeyring
}) {
  const { jobs, db, mailer, publicUrl, keyring } = options
  const textOf = (mail: typeof mailOutbox.$inferSelect) => {
    if (!mail.bodySealed) return mail.body
    if (!keyring) throw new Error('a sealed mail needs the data encryption key to be sent')
    return unseal(keyring(), mail.body)
  }
  jobs.define<SendMailData>({
    name: SEND_MAIL_JOB,
    retryLimit: MAIL_RETRY_LIMIT,
    async run(job) {
      const [mail] = await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastAttemptAt: new Date() })
        .where(and(eq(mailOutbox.id, job.data.mailId), isNull(mailOutbox.sentAt)))
        .returning()
      if (!mail) return
      try {
        await mailer.send({
          to: mail.recipient,
          subject: mail.subject,
          text: textOf(mail),
          headers: mail.headers,
          messageId: messageIdFor(mail.key, publicUrl),
        })
      } catch (error) {
        await db
          .update(mailOutbox)
          .set({
            lastError: describe(error).slice(0, 1000),
            status: job.retryCount >= job.retryLimit ? 'dead' : 'queued',
          })
          .where(eq(mailOutbox.id, mail.id))
        throw error
      }
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(mailOutbox.id, mail.id))
    },
  })
}
