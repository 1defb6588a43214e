import { hashPassword } from 'better-auth/crypto'
import { sql } from 'drizzle-orm'
import type { FileStorage } from '../../infra/storage/index.ts'
import type { Database } from '../client.ts'
import {
  account,
  activities,
  activityCategories,
  activityPricing,
  activitySchedules,
  bookingParticipants,
  bookings,
  categories,
  children,
  ledgerEntries,
  reviews,
  user,
  userProfiles,
  userRoles,
  vendorLocations,
  vendors,
} from '../schema/index.ts'
import { type AccountRows, buildAccountRows } from './build-accounts.ts'
import { type BookingRows, buildBookingRows } from './build-bookings.ts'
import { buildCatalogRows, type CatalogRows } from './build-catalog.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts'
import { DEMO_ACTIVITIES_BY_PROVIDER } from './demo-activities.ts'
import { DEMO_BOOKINGS } from './demo-bookings.ts'
import { storeDemoImages, withStoredImages } from './demo-images.ts'
import { DEMO_PROVIDERS } from './demo-providers.ts'

export type SeedCounts = {
  users: number
  children: number
  providers: number
  approvedProviders: number
  locations: number
  activities: number
  publicActivities: number
  schedules: number
  bookings: number
  reviews: number
}

export type SeedResult = { seeded: boolean; counts: SeedCounts }

/** Serialises concurrent seeders (several instances starting at once) on PostgreSQL. */
const SEED_LOCK_KEY = 7_240_311

/** True when nobody has signed up and no provider exists: the only state the seed writes into. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [anyUser] = await db.select({ id: user.id }).from(user).limit(1)
  if (anyUser) return false
  const [anyVendor] = await db.select({ id: vendors.id }).from(vendors).limit(1)
  return !anyVendor
}

/**
 * Fills an empty database with the demo marketplace in one transaction: accounts that sign in
 * with DEMO_PASSWORD, providers, activities, sessions around `now`, bookings and reviews.
 * Does nothing on a database that already has a user or a provider, so it is safe on every start.
 * It never looks at the environment: demo data must not reach production, and the caller decides
 * (start-up seeds only when config.seedDemo is true).
 */
export async function seedDemoData(options: {
  db: Database
  now?: Date
  /** Where the demo's photos go with their widths; without it rows keep the bare /demo/ URLs. */
  storage?: FileStorage
}): Promise<SeedResult> {
  const { db, now = new Date(), storage } = options
  if (!(await isDatabaseEmpty(db))) return notSeeded()
  // Hashed once, outside the transaction: scrypt is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const storedImages = storage ? await storeDemoImages(storage) : new Map<string, string>()
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    if (!(await isDatabaseEmpty(tx))) return notSeeded()
    const categoryRows = await tx
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
    const people = buildAccountRows({ accounts: DEMO_ACCOUNTS, passwordHash, now })
    const catalog = buildCatalogRows({
      providers: DEMO_PROVIDERS,
      activitiesByProvider: DEMO_ACTIVITIES_BY_PROVIDER,
      userIdByEmail: people.userIdByEmail,
      categoryIdBySlug: new Map(categoryRows.map((row) => [row.slug, row.id])),
      now,
    })
    const booked = buildBookingRows({
      bookings: DEMO_BOOKINGS,
      activityByTitle: catalog.activityByTitle,
      userIdByEmail: people.userIdByEmail,
      childrenByParent: people.childrenByParent,
      now,
    })
    await insertAccounts(tx, people)
    await insertCatalog(tx, withStoredImages(catalog, storedImages))
    await insertBookings(tx, booked)
    return { seeded: true, counts: countRows(people, catalog, booked) }
  })
}

async function insertAccounts(db: Database, rows: AccountRows): Promise<void> {
  await db.insert(user).values(rows.users)
  await db.insert(account).values(rows.accounts)
  await db.insert(userProfiles).values(rows.profiles)
  await db.insert(userRoles).values(rows.roles)
  await db.insert(children).values(rows.children)
}

// Activities and their default prices go in together: a deferred trigger checks at commit time
// that every activity has exactly one default price.
async function insertCatalog(db: Database, rows: CatalogRows): Promise<void> {
  await db.insert(vendors).values(rows.vendors)
  await db.insert(vendorLocations).values(rows.locations)
  await db.insert(activities).values(rows.activities)
  await db.insert(activityPricing).values(rows.pricing)
  await db.insert(activityCategories).values(rows.activityCategories)
  await db.insert(activitySchedules).values(rows.schedules)
}

async function insertBookings(db: Database, rows: BookingRows): Promise<void> {
  await db.insert(bookings).values(rows.bookings)
  await db.insert(bookingParticipants).values(rows.participants)
  await db.insert(reviews).values(rows.reviews)
  await db.insert(ledgerEntries).values(rows.ledger)
}

function countRows(people: AccountRows, catalog: CatalogRows, booked: BookingRows): SeedCounts {
  const approved = new Set(
    catalog.vendors.filter((vendor) => vendor.status === 'approved').map((vendor) => vendor.id),
  )
  return {
    users: people.users.length,
    children: people.children.length,
    providers: catalog.vendors.length,
    approvedProviders: approved.size,
    locations: catalog.locations.length,
    activities: catalog.activities.length,
    publicActivities: catalog.activities.filter(
      (activity) => activity.isActive && activity.isApproved && approved.has(activity.vendorId),
    ).length,
    schedules: catalog.schedules.length,
    bookings: booked.bookings.length,
    reviews: booked.reviews.length,
  }
}

function notSeeded(): SeedResult {
  return {
    seeded: false,
    counts: {
      users: 0,
      children: 0,
      providers: 0,
      approvedProviders: 0,
      locations: 0,
      activities: 0,
      publicActivities: 0,
      schedules: 0,
      bookings: 0,
      reviews: 0,
    },
  }
}
