import { RUN_DECIDERS, RUN_DECISIONS } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { activitySchedules, terms } from './sessions.ts'

/**
 * The record of each minimum-to-run decision: what was decided, on how many confirmed places,
 * by the scheduled check or by which provider. Written in the decision's own transaction with
 * the term's or session's `decision`; one per term or session, so a second decider finds it
 * taken. Rows are never changed.
 */
export const runDecisions = pgTable(
  'run_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    termId: uuid('term_id').references(() => terms.id, { onDelete: 'cascade' }),
    scheduleId: uuid('schedule_id').references(() => activitySchedules.id, {
      onDelete: 'cascade',
    }),
    decision: text('decision', { enum: RUN_DECISIONS }).notNull(),
    decidedBy: text('decided_by', { enum: RUN_DECIDERS }).notNull(),
    /** The provider's account when they decided early; null for the scheduled check. */
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** Kept as it was, so the record still names who decided after the account is gone. */
    actorEmail: text('actor_email'),
    minPlaces: integer('min_places').notNull(),
    confirmedPlaces: integer('confirmed_places').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('run_decisions_subject_check', sql`(${t.termId} is null) <> (${t.scheduleId} is null)`),
    check(
      'run_decisions_actor_check',
      sql`${t.decidedBy} = 'provider' or ${t.actorId} is null and ${t.actorEmail} is null`,
    ),
    uniqueIndex('run_decisions_term_idx').on(t.termId).where(sql`${t.termId} is not null`),
    uniqueIndex('run_decisions_schedule_idx')
      .on(t.scheduleId)
      .where(sql`${t.scheduleId} is not null`),
    index('run_decisions_created_idx').on(t.createdAt),
  ],
)
