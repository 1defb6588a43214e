import type { AdminAction, AdminTargetType } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'

/** Who did what to which record, and how it looked before and after. Rows are never changed. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: text('admin_id').references(() => user.id, { onDelete: 'set null' }),
    /** Kept as it was, so the entry still names its author after the account is gone. */
    adminEmail: text('admin_email').notNull(),
    action: text('action').$type<AdminAction>().notNull(),
    targetType: text('target_type').$type<AdminTargetType>().notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_admin_idx').on(t.adminId, t.createdAt.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
  ],
)

/** The operator's settings: exactly one row (id 1), created by the migration. */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: smallint('id').primaryKey().default(1),
    autoApproveActivities: boolean('auto_approve_activities').notNull().default(true),
    supportEmail: text('support_email'),
    /** The platform's share of each payment, in hundredths of a percent (1000 = 10%). */
    platformFeeBasisPoints: integer('platform_fee_basis_points').notNull().default(1000),
    /** How long an account credit can be spent, from the day it is given. */
    creditExpiryMonths: integer('credit_expiry_months').notNull().default(12),
    /** How long a family has to choose credit instead of a refund before the card is refunded. */
    creditChoiceDays: integer('credit_choice_days').notNull().default(14),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('platform_settings_single_row_check', sql`${t.id} = 1`),
    check('platform_settings_fee_check', sql`${t.platformFeeBasisPoints} between 0 and 5000`),
    check('platform_settings_credit_expiry_check', sql`${t.creditExpiryMonths} between 1 and 60`),
    check('platform_settings_credit_choice_check', sql`${t.creditChoiceDays} between 1 and 60`),
  ],
)
