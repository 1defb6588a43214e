import { ACTIVITY_TYPES } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { vendorLocations, vendors } from './vendors.ts'

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
})

export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => vendorLocations.id, {
      onDelete: 'set null',
    }),
    type: text('type', { enum: ACTIVITY_TYPES }).notNull().default('class'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    shortDescription: text('short_description'),
    /** What families should bring to a session, shown on the page and in the reminder mail. */
    whatToBring: text('what_to_bring'),
    thumbnailUrl: text('thumbnail_url'),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    capacity: integer('capacity'),
    durationMinutes: integer('duration_minutes'),
    isActive: boolean('is_active').notNull().default(true),
    isApproved: boolean('is_approved').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Set when an admin turns the activity down (it stays unapproved); cleared by approval or an edit. */
    rejectionReason: text('rejection_reason'),
    /** Set when a provider deletes an activity that has booking history: kept for accounting. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Start of the earliest upcoming, uncancelled session: kept by triggers on the sessions and
     * by a refresh each minute as sessions pass, so 'soonest first' reads an index.
     */
    nextSessionAt: timestamp('next_session_at', { withTimezone: true }),
    /** The same for sessions on a Saturday or Sunday in the venue's time zone. */
    nextWeekendSessionAt: timestamp('next_weekend_session_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('activities_type_check', sql`${t.type} in ('class', 'course', 'event')`),
    check('activities_title_check', sql`char_length(${t.title}) >= 3`),
    check('activities_description_check', sql`char_length(${t.description}) >= 10`),
    check('activities_what_to_bring_check', sql`char_length(${t.whatToBring}) <= 500`),
    check('activities_min_age_check', sql`${t.minAge} between 0 and 18`),
    check('activities_max_age_check', sql`${t.maxAge} between 0 and 18`),
    check('activities_age_order_check', sql`${t.minAge} <= ${t.maxAge}`),
    check('activities_capacity_check', sql`${t.capacity} >= 1`),
    check('activities_duration_check', sql`${t.durationMinutes} between 1 and 1440`),
    check('activities_deleted_inactive_check', sql`${t.deletedAt} is null or not ${t.isActive}`),
    index('activities_vendor_idx').on(t.vendorId, t.createdAt),
    // The admin dashboard's newest activities, whatever their state.
    index('activities_recent_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    // Matches the list's 'newest' order exactly, so a page is read straight off the index.
    index('activities_public_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isActive} and ${t.isApproved}`),
    // Lets the total be counted from the index alone.
    index('activities_public_vendor_idx')
      .on(t.vendorId, t.id)
      .where(sql`${t.isActive} and ${t.isApproved}`),
    // The list's 'soonest' order, exactly as written in the query.
    index('activities_public_soonest_idx')
      .on(t.nextSessionAt.asc().nullsLast(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isActive} and ${t.isApproved}`),
    // The weekend filter and its 'soonest' order: only activities with a weekend session.
    index('activities_public_weekend_idx')
      .on(t.nextWeekendSessionAt.asc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isActive} and ${t.isApproved} and ${t.nextWeekendSessionAt} is not null`),
    index('activities_featured_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.isFeatured} and ${t.isActive} and ${t.isApproved}`),
    index('activities_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('activities_location_idx').on(t.locationId),
  ],
)

export const activityCategories = pgTable(
  'activity_categories',
  {
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.categoryId] }),
    index('activity_categories_category_idx').on(t.categoryId, t.activityId),
  ],
)

export const activityPricing = pgTable(
  'activity_pricing',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default('Standard'),
    priceCents: integer('price_cents').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    check('activity_pricing_price_check', sql`${t.priceCents} >= 0`),
    index('activity_pricing_activity_idx').on(t.activityId),
    uniqueIndex('activity_pricing_one_default_idx').on(t.activityId).where(sql`${t.isDefault}`),
    index('activity_pricing_default_price_idx')
      .on(t.priceCents, t.activityId)
      .where(sql`${t.isDefault}`),
  ],
)

/**
 * One row whose version grows with every change to what the public catalogue shows (activities,
 * providers, prices, categories, venues, sessions), bumped by statement triggers. Cached
 * listing totals are keyed by it, so a change is never answered with an old total.
 */
export const catalogState = pgTable(
  'catalog_state',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalog_state_single_row_check', sql`${t.id}`)],
)
