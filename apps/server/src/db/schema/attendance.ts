import { ATTENDANCE_ACTION_KINDS } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
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
import { bookingParticipants } from './bookings.ts'
import { activitySchedules } from './sessions.ts'
import { vendors } from './vendors.ts'

/**
 * What happened to a child at a session, one row per action and never changed: a check-in, a
 * check-out with who collected the child, absent, or an undo of the latest action with its
 * reason. The state is read from the rows. `seq` numbers a child's actions at a session, so of
 * two phones acting on the same state the database keeps one; the phone's key makes a replay
 * record nothing new.
 */
export const attendanceActions = pgTable(
  'attendance_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => activitySchedules.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => bookingParticipants.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    kind: text('kind', { enum: ATTENDANCE_ACTION_KINDS }).notNull(),
    /** Who collected the child, as chosen from the parent and the record's people. */
    collectedBy: text('collected_by'),
    undoesId: uuid('undoes_id').references((): AnyPgColumn => attendanceActions.id),
    reason: text('reason'),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** The name of who did it, kept as it was. */
    actorName: text('actor_name').notNull(),
    /** When it happened on the phone, which may be before an offline action reached us. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
  },
  (t) => [
    check(
      'attendance_actions_kind_check',
      sql`${t.kind} in ('check_in', 'check_out', 'absent', 'undo')
        and (${t.collectedBy} is not null) = (${t.kind} = 'check_out')
        and (${t.undoesId} is not null) = (${t.kind} = 'undo')
        and (${t.reason} is not null) = (${t.kind} = 'undo')`,
    ),
    check('attendance_actions_seq_check', sql`${t.seq} >= 1`),
    uniqueIndex('attendance_actions_key_idx').on(t.vendorId, t.idempotencyKey),
    uniqueIndex('attendance_actions_seq_idx').on(t.scheduleId, t.participantId, t.seq),
  ],
)

/**
 * A family's 4-digit pickup code, sealed with the data key: the parent reads it on My Bookings,
 * the server compares it at check-out, and a dump shows neither.
 */
export const pickupCodes = pgTable('pickup_codes', {
  parentId: text('parent_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  sealed: text('sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Every pickup code tried at a check-out; wrong ones in a row lock the child's check-out. */
export const pickupCodeAttempts = pgTable(
  'pickup_code_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The child (or, once its profile is gone, the booked participant) the code was for. */
    childKey: uuid('child_key').notNull(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    correct: boolean('correct').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pickup_code_attempts_child_idx').on(t.childKey, t.attemptedAt)],
)
