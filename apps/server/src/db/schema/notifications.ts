import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { bookings } from './bookings.ts'
import { activities } from './catalog.ts'
import { activitySchedules } from './sessions.ts'
import { vendors } from './vendors.ts'

/** Why a mail is sent; everything but `transactional` can be turned off by its reader. */
export type MailTopic =
  | 'transactional'
  | 'reminders'
  | 'announcements'
  | 'newsletter'
  | 'attendance'
export type OutboxStatus = 'queued' | 'sent' | 'dead'

/**
 * Every mail the app sends, written by the transaction that caused it and sent by a job. The key
 * names the event ('booking-confirmed:<id>:parent'), so the same event never queues two mails.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    recipient: text('recipient').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    topic: text('topic').$type<MailTopic>().notNull(),
    subject: text('subject').notNull(),
    /** The text, or a sealed value (`lib/sealed-text.ts`) when `body_sealed` says so. */
    body: text('body').notNull(),
    /** The body names a child's medical details: sealed with the records' key, opened to send. */
    bodySealed: boolean('body_sealed').notNull().default(false),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<OutboxStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'mail_outbox_topic_check',
      sql`${t.topic} in ('transactional', 'reminders', 'announcements', 'newsletter', 'attendance')`,
    ),
    check('mail_outbox_status_check', sql`${t.status} in ('queued', 'sent', 'dead')`),
    index('mail_outbox_status_idx').on(t.status, t.createdAt.desc()),
    index('mail_outbox_created_idx').on(t.createdAt.desc()),
  ],
)

/** Which optional mails a person gets; no row means the defaults (reminders and announcements on). */
export const notificationSettings = pgTable('notification_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  reminders: boolean('reminders').notNull().default(true),
  announcements: boolean('announcements').notNull().default(true),
  /** A mail when a child is checked in and out; off until the parent turns it on. */
  attendance: boolean('attendance').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A provider's message to every family booked into one session, or into a whole activity. */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /** Null: the message went to every upcoming session of the activity. */
    scheduleId: uuid('schedule_id').references(() => activitySchedules.id, {
      onDelete: 'cascade',
    }),
    message: text('message').notNull(),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('announcements_message_length_check', sql`char_length(${t.message}) between 1 and 2000`),
    index('announcements_schedule_idx').on(t.scheduleId, t.createdAt),
    index('announcements_activity_idx').on(t.activityId, t.createdAt),
  ],
)

/** Who an announcement reached: one row per booking, kept so the parent sees it under it. */
export const announcementRecipients = pgTable(
  'announcement_recipients',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** False when the parent has turned announcement mail off: it still shows on My Bookings. */
    mailed: boolean('mailed').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.bookingId] }),
    index('announcement_recipients_booking_idx').on(t.bookingId),
  ],
)
