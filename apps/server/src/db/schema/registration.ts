import { QUESTION_KINDS } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { bookingParticipants, bookings, children } from './bookings.ts'
import { activities } from './catalog.ts'

/** A question a provider asks of each child booked into an activity, in `position` order. */
export const activityQuestions = pgTable(
  'activity_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    kind: text('kind', { enum: QUESTION_KINDS }).notNull(),
    /** The answers to choose from, for a `choice`. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    /** Whether its answers show beside the child on the provider's Today screen. */
    onRoster: boolean('on_roster').notNull().default(false),
  },
  (t) => [
    index('activity_questions_activity_idx').on(t.activityId, t.position),
    check(
      'activity_questions_kind_check',
      sql`${t.kind} in ('short_text', 'long_text', 'yes_no', 'choice')`,
    ),
  ],
)

/**
 * Each saved waiver text of an activity is a version of its own; the highest is the one asked.
 * A version without text means the provider stopped asking for a waiver.
 */
export const activityWaivers = pgTable(
  'activity_waivers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('activity_waivers_version_key').on(t.activityId, t.version)],
)

/**
 * A parent's signature of one waiver version for one child: the typed name, when, and from
 * which address. The child's and parent's names are kept as signed, so the signature still
 * reads the same if either changes their profile.
 */
export const waiverSignatures = pgTable(
  'waiver_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    waiverId: uuid('waiver_id')
      .notNull()
      .references(() => activityWaivers.id, { onDelete: 'cascade' }),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'set null' }),
    parentId: text('parent_id').references(() => user.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    childName: text('child_name').notNull(),
    signedName: text('signed_name').notNull(),
    ipAddress: text('ip_address').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waiver_signatures_child_key').on(t.waiverId, t.childId),
    index('waiver_signatures_waiver_idx').on(t.waiverId, t.signedAt),
  ],
)

/**
 * A booked child's answer to a question. The question's words are kept with the answer, so it
 * reads as asked after the provider rewords or removes the question.
 */
export const participantAnswers = pgTable(
  'participant_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => bookingParticipants.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id').references(() => activityQuestions.id, {
      onDelete: 'set null',
    }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [
    uniqueIndex('participant_answers_question_key').on(t.participantId, t.questionId),
    index('participant_answers_question_idx').on(t.questionId),
  ],
)
