import { z } from 'zod'
import { adminPageQuerySchema, adminPageSchema } from './admin.ts'

/**
 * A background job as an admin sees it: queued (waiting for its turn), running, retrying (it
 * failed and will be tried again on its own), dead (every retry used: it waits for an admin)
 * or done.
 */
export const JOB_STATES = ['queued', 'running', 'retrying', 'dead', 'done'] as const
export type JobState = (typeof JOB_STATES)[number]
export const jobStateSchema = z.enum(JOB_STATES, { error: 'Unknown job state' })
export const JOB_STATE_LABELS: Record<JobState, string> = {
  queued: 'Queued',
  running: 'Running',
  retrying: 'Retrying',
  dead: 'Dead',
  done: 'Done',
}

export const adminJobListQuerySchema = adminPageQuerySchema.extend({
  state: jobStateSchema.optional(),
})

export const adminJobSchema = z.object({
  id: z.uuid(),
  queue: z.string(),
  state: jobStateSchema,
  /** Attempts made so far, and at most, counting the first. */
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  /** When a queued or retrying job runs next; null once it has run for good. */
  nextTryAt: z.iso.datetime({ offset: true }).nullable(),
  /** The error of the latest failed attempt, as the job reported it. */
  lastError: z.string().nullable(),
  /** The outbox mail a send-mail job delivers; the only part of a job's data ever shown. */
  mailId: z.uuid().nullable(),
})
export type AdminJob = z.infer<typeof adminJobSchema>
export const adminJobPageSchema = adminPageSchema(adminJobSchema)

/** pg-boss queue names: letters, digits, underscores, hyphens, dots and slashes. */
export const adminJobParamsSchema = z.object({
  queue: z.string().regex(/^[\w.\-/]{1,100}$/, { error: 'Not a valid queue name' }),
  id: z.uuid({ error: 'Not a valid id' }),
})

export const MAIL_STATUSES = ['queued', 'sent', 'dead'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]
export const mailStatusSchema = z.enum(MAIL_STATUSES, { error: 'Unknown mail status' })
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  dead: 'Dead',
}
export const MAIL_TOPICS = [
  'transactional',
  'reminders',
  'announcements',
  'newsletter',
  'attendance',
] as const
export const MAIL_TOPIC_LABELS: Record<(typeof MAIL_TOPICS)[number], string> = {
  transactional: 'Account and bookings',
  reminders: 'Reminder',
  announcements: 'Announcement',
  newsletter: 'Newsletter',
  attendance: 'Check-in notice',
}

export const adminMailListQuerySchema = adminPageQuerySchema.extend({
  status: mailStatusSchema.optional(),
})

export const adminMailSchema = z.object({
  id: z.uuid(),
  recipient: z.string(),
  subject: z.string(),
  topic: z.enum(MAIL_TOPICS),
  status: mailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lastAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
})
export type AdminMail = z.infer<typeof adminMailSchema>
export const adminMailPageSchema = adminPageSchema(adminMailSchema)

/** One mail with its text, for an admin looking into why it did not go out. */
export const adminMailDetailSchema = adminMailSchema.extend({ body: z.string() })
export type AdminMailDetail = z.infer<typeof adminMailDetailSchema>

/** What needs an admin's eye, for the top of the Jobs and mail page. */
export const adminJobSummarySchema = z.object({
  jobs: z.object({
    queued: z.number().int(),
    retrying: z.number().int(),
    dead: z.number().int(),
  }),
  mail: z.object({
    queued: z.number().int(),
    dead: z.number().int(),
  }),
})
export type AdminJobSummary = z.infer<typeof adminJobSummarySchema>

export const MAIL_NOT_FOUND = 'This mail is not in the outbox.'
export const JOB_NOT_FOUND = 'This job is not on the board any more.'
export const MAIL_ALREADY_SENT = 'This mail was already sent.'
export const MAIL_NOT_DEAD = 'This mail is still being tried: only a dead mail can be retried.'
export const JOB_NOT_DEAD = 'Only a dead job can be retried.'
