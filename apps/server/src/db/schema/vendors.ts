import { PAYMENT_ACCOUNT_STATUSES, VENDOR_STATUSES } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'

export const vendors = pgTable(
  'vendors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    description: text('description'),
    logoUrl: text('logo_url'),
    bannerUrl: text('banner_url'),
    website: text('website'),
    email: text('email'),
    phone: text('phone'),
    /** Where new-booking notices go; the account email when empty. */
    notificationEmail: text('notification_email'),
    /** Whether check-out asks for the family's pickup code. */
    requirePickupCode: boolean('require_pickup_code').notNull().default(false),
    status: text('status', { enum: VENDOR_STATUSES }).notNull().default('pending'),
    /** Why an admin last rejected or suspended the provider; cleared on approval. */
    statusReason: text('status_reason'),
    /** The provider's connected account at the payment provider, once they start connecting. */
    paymentAccountId: text('payment_account_id').unique(),
    paymentAccountStatus: text('payment_account_status', { enum: PAYMENT_ACCOUNT_STATUSES })
      .notNull()
      .default('not_connected'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'vendors_status_check',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'suspended')`,
    ),
    check(
      'vendors_payment_account_status_check',
      sql`${t.paymentAccountStatus} in ('not_connected', 'onboarding', 'connected', 'restricted')`,
    ),
    check('vendors_business_name_check', sql`char_length(${t.businessName}) >= 2`),
    index('vendors_status_created_idx').on(t.status, t.createdAt),
  ],
)

export const vendorLocations = pgTable(
  'vendor_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipcode: text('zipcode').notNull(),
    /** IANA time zone of the venue: sessions are shown and entered in it. */
    timeZone: text('time_zone').notNull().default('America/New_York'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vendor_locations_vendor_idx').on(t.vendorId),
    index('vendor_locations_city_idx').on(sql`lower(${t.city})`),
    uniqueIndex('vendor_locations_one_primary_idx').on(t.vendorId).where(sql`${t.isPrimary}`),
  ],
)
