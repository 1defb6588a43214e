import { hashPassword } from 'better-auth/crypto'
import { eq, sql } from 'drizzle-orm'
import type { FileStorage } from '../../infra/storage/index.ts'
import type { Keyring } from '../../lib/sealed-text.ts'
import type { Database } from '../client.ts'
import {
  account,
  activities,
  activityCategories,
  activityPricing,
  activitySchedules,
  bookingExtras,
  bookingParticipants,
  bookingPriceLines,
  bookings,
  categories,
  children,
  discountRules,
  ledgerEntries,
  promoCodes,
  reviews,
  termExtras,
  terms,
  user,
  userProfiles,
  userRoles,
  vendorLocations,
  vendors,
  waitlistChildren,
  waitlistEntries,
} from '../schema/index.ts'
import { type AccountRows, buildAccountRows } from './build-accounts.ts'
import { type BookingRows, buildBookingRows } from './build-bookings.ts'
import { buildCatalogRows, type CatalogRows } from './build-catalog.ts'
import { buildEnrolmentRows, type EnrolmentRows } from './build-enrolments.ts'
import { buildTermRows, type TermRows } from './build-terms.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts'
import { DEMO_ACTIVITIES_BY_PROVIDER } from './demo-activities.ts'
import { DEMO_BOOKINGS } from './demo-bookings.ts'
import { storeDemoImages, withStoredImages } from './demo-images.ts'
import { buildPricingRows } from './demo-pricing.ts'
import { DEMO_PROVIDERS } from './demo-providers.ts'
import { insertDemoStaff } from './demo-staff.ts'
import { DEMO_ENROLMENTS, DEMO_TERM_WAITERS, DEMO_TERMS } from './demo-terms.ts'
import { type SessionDayCounts, seedSessionDay } from './seed-session-day.ts'

export type SeedCounts = {
  users: number
  children: number
  providers: number
  approvedProviders: number
  locations: number
  activities: number
  publicActivities: number
  schedules: number
  terms: number
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
 * with DEMO_PASSWORD, providers, activities, sessions around `now`, terms ahead of it, bookings,
 * enrolments, a term's waiting line, reviews, discounts and codes to try, and a session under
 * way at `now` with children checked in (`seedSessionDay`, whose records `keyring` seals).
 * Does nothing on a database that already has a user or a provider, so it is safe on every start.
 * It never looks at the environment: demo data must not reach production, and the caller decides
 * (start-up seeds only when config.seedDemo is true).
 */
export async function seedDemoData(options: {
  db: Database
  now?: Date
  /** The data key children's records are sealed with: the app's, or they cannot be read. */
  keyring: Keyring
  /** Where the demo's photos go with their widths; without it rows keep the bare /demo/ URLs. */
  storage?: FileStorage
}): Promise<SeedResult> {
  const { db, now = new Date(), storage, keyring } = options
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
    const termed = buildTermRows({
      terms: DEMO_TERMS,
      activityByTitle: catalog.activityByTitle,
      now,
    })
    const enrolled = buildEnrolmentRows({
      enrolments: DEMO_ENROLMENTS,
      waiters: DEMO_TERM_WAITERS,
      termByKey: termed.termByKey,
      userIdByEmail: people.userIdByEmail,
      childrenByParent: people.childrenByParent,
      now,
    })
    await insertAccounts(tx, people)
    await insertCatalog(tx, withStoredImages(catalog, storedImages))
    await insertTerms(tx, termed)
    await insertBookings(tx, booked)
    await insertEnrolments(tx, enrolled)
    await insertDemoStaff(tx, {
      userIdByEmail: people.userIdByEmail,
      activityByTitle: catalog.activityByTitle,
      now,
    })
    const pricing = buildPricingRows({ vendors: catalog.vendors })
    await tx.insert(discountRules).values(pricing.rules)
    await tx.insert(promoCodes).values(pricing.codes)
    const day = await seedSessionDay({ db: tx, keyring, now })
    const counts = countRows({ people, catalog, termed, booked, enrolled })
    counts.schedules += day.sessions
    counts.bookings += day.bookings
    return { seeded: true, counts }
  })
}

/**
 * On a demo database seeded on an earlier day, today's session of the clay class (see
 * seedSessionDay), under the seed's lock so two instances starting at once add it once.
 */
export async function refreshSessionDay(options: {
  db: Database
  keyring: Keyring
  now?: Date
}): Promise<SessionDayCounts> {
  const { db, keyring, now = new Date() } = options
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    return seedSessionDay({ db: tx, keyring, now })
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
  await db.insert(bookingPriceLines).values(rows.priceLines)
  await db.insert(reviews).values(rows.reviews)
  await db.insert(ledgerEntries).values(rows.ledger)
}

// A term names its late-joining session, which names its term: the rule goes in once both exist.
async function insertTerms(db: Database, rows: TermRows): Promise<void> {
  await db.insert(terms).values(
    rows.terms.map((term) => ({
      ...term,
      lateJoining: 'none' as const,
      lateJoinSessionId: null,
    })),
  )
  await db.insert(activitySchedules).values(rows.schedules)
  for (const term of rows.terms.filter((row) => row.lateJoining !== 'none')) {
    await db
      .update(terms)
      .set({ lateJoining: term.lateJoining, lateJoinSessionId: term.lateJoinSessionId })
      .where(eq(terms.id, term.id))
  }
  if (rows.extras.length > 0) await db.insert(termExtras).values(rows.extras)
}

async function insertEnrolments(db: Database, rows: EnrolmentRows): Promise<void> {
  await db.insert(bookings).values(rows.bookings)
  await db.insert(bookingParticipants).values(rows.participants)
  await db.insert(bookingPriceLines).values(rows.priceLines)
  if (rows.extras.length > 0) await db.insert(bookingExtras).values(rows.extras)
  await db.insert(ledgerEntries).values(rows.ledger)
  if (rows.waitlist.length > 0) {
    await db.insert(waitlistEntries).values(rows.waitlist)
    await db.insert(waitlistChildren).values(rows.waitlistChildren)
  }
}

function countRows(options: {
  people: AccountRows
  catalog: CatalogRows
  termed: TermRows
  booked: BookingRows
  enrolled: EnrolmentRows
}): SeedCounts {
  const { people, catalog, termed, booked, enrolled } = options
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
    schedules: catalog.schedules.length + termed.schedules.length,
    terms: termed.terms.length,
    bookings: booked.bookings.length + enrolled.bookings.length,
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
      terms: 0,
      bookings: 0,
      reviews: 0,
    },
  }
}
