import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { children } from './bookings.ts'
import { vendors } from './vendors.ts'

/**
 * A child's medical and emergency details. Everything but photo consent is one AES-256-GCM
 * ciphertext (`lib/sealed-text.ts`) naming the key that sealed it, so a dump shows no allergy
 * and a key rotation can re-seal row by row while both keys are known.
 */
export const childRecords = pgTable(
  'child_records',
  {
    childId: uuid('child_id')
      .primaryKey()
      .references(() => children.id, { onDelete: 'cascade' }),
    sealed: text('sealed').notNull(),
    photoConsent: boolean('photo_consent'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Nothing but a sealed value gets in, whatever writes the row.
  (t) => [check('child_records_sealed_check', sql`${t.sealed} like 'v1.%'`)],
)

/**
 * Every opening of a child's record by someone other than its parent: the provider's name as
 * it was then, or an admin with the reason they gave. The parent reads it on Child Profiles.
 */
export const childRecordViews = pgTable(
  'child_record_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    viewerKind: text('viewer_kind', { enum: ['provider', 'admin'] }).notNull(),
    viewerId: text('viewer_id').references(() => user.id, { onDelete: 'set null' }),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    viewerName: text('viewer_name').notNull(),
    reason: text('reason'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'child_record_views_kind_check',
      sql`(${t.viewerKind} = 'admin') = (${t.reason} is not null)
        and ${t.viewerKind} in ('provider', 'admin')`,
    ),
    index('child_record_views_child_idx').on(t.childId, t.viewedAt),
  ],
)
