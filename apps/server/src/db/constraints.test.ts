import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/database.ts'
import type { Database, DatabaseHandle } from './client.ts'
import {
  activities,
  activityPricing,
  activitySchedules,
  bookings,
  categories,
  newsletterSubscribers,
  reviews,
  user,
  userRoles,
  vendorLocations,
  vendors,
} from './schema/index.ts'

let handle: DatabaseHandle
let db: Database
let vendorId: string
let customerId: string

/** Runs `work` and returns the Postgres error it raised, so each test names the rule it proves. */
async function rejection(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error
    return cause as { code?: string; constraint?: string; message: string }
  }
  throw new Error('expected the database to reject the change')
}

async function insertUser(email: string) {
  const id = randomUUID()
  await db.insert(user).values({ id, name: email, email })
  return id
}

async function insertActivity(values: Partial<typeof activities.$inferInsert> = {}) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(activities)
      .values({ vendorId, title: 'Clay Club', description: 'Hands in the clay.', ...values })
      .returning({ id: activities.id })
    if (!row) throw new Error('insert returned nothing')
    await tx.insert(activityPricing).values({ activityId: row.id, priceCents: 0, isDefault: true })
    return row.id
  })
}

beforeAll(async () => {
  handle = await createTestDatabase()
  db = handle.db
  const ownerId = await insertUser('owner@example.com')
  customerId = await insertUser('customer@example.com')
  const [vendor] = await db
    .insert(vendors)
    .values({ userId: ownerId, businessName: 'Clay Corner', status: 'approved' })
    .returning({ id: vendors.id })
  if (!vendor) throw new Error('vendor insert returned nothing')
  vendorId = vendor.id
})

afterAll(async () => {
  await handle?.close()
})

describe(`database constraints (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('ships the eight categories with unique slugs', async () => {
    const rows = await db.select().from(categories)
    expect(rows.map((row) => row.slug).sort()).toEqual(
      ['art', 'learning', 'music', 'outdoor', 'photography', 'science', 'sports', 'stem'].sort(),
    )
    const error = await rejection(() =>
      db.insert(categories).values({ name: 'Art again', slug: 'art' }),
    )
    expect(error.code).toBe('23505')
  })

  it('accepts a valid activity with its default price', async () => {
    const id = await insertActivity({ minAge: 4, maxAge: 8, capacity: 10 })
    const [row] = await db.select().from(activities).where(eq(activities.id, id))
    expect(row).toMatchObject({ minAge: 4, maxAge: 8, capacity: 10, type: 'class' })
  })

  it.each([
    ['a minimum age below 0', { minAge: -1 }, 'activities_min_age_check'],
    ['a maximum age above 18', { maxAge: 19 }, 'activities_max_age_check'],
    ['a minimum age above the maximum', { minAge: 9, maxAge: 5 }, 'activities_age_order_check'],
    ['a capacity of 0', { capacity: 0 }, 'activities_capacity_check'],
    ['an unknown type', { type: 'party' as 'class' }, 'activities_type_check'],
    ['a two-letter title', { title: 'Hi' }, 'activities_title_check'],
  ])('rejects an activity with %s', async (_label, values, constraint) => {
    const error = await rejection(() => insertActivity(values))
    expect(error.code).toBe('23514')
    expect(error.constraint).toBe(constraint)
  })

  it('rejects an activity committed without a default price', async () => {
    const error = await rejection(() =>
      db.insert(activities).values({ vendorId, title: 'No Price', description: 'Nobody set it.' }),
    )
    expect(error.constraint).toBe('activity_pricing_default_required')
    const [left] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(activities)
      .where(eq(activities.title, 'No Price'))
    expect(left?.count).toBe(0)
  })

  it('rejects removing the only default price of an activity', async () => {
    const id = await insertActivity({ title: 'Keeps Its Price' })
    const error = await rejection(() =>
      db.delete(activityPricing).where(eq(activityPricing.activityId, id)),
    )
    expect(error.constraint).toBe('activity_pricing_default_required')
  })

  it('rejects a negative price and a second default price', async () => {
    const id = await insertActivity({ title: 'Priced Twice' })
    const negative = await rejection(() =>
      db.insert(activityPricing).values({ activityId: id, priceCents: -1, name: 'Sibling' }),
    )
    expect(negative.constraint).toBe('activity_pricing_price_check')
    const second = await rejection(() =>
      db.insert(activityPricing).values({ activityId: id, priceCents: 500, isDefault: true }),
    )
    expect(second.constraint).toBe('activity_pricing_one_default_idx')
  })

  it('allows one primary location per vendor', async () => {
    const location = {
      vendorId,
      name: 'Studio',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
      isPrimary: true,
    }
    await db.insert(vendorLocations).values(location)
    await db.insert(vendorLocations).values({ ...location, name: 'Annex', isPrimary: false })
    const error = await rejection(() =>
      db.insert(vendorLocations).values({ ...location, name: 'Second primary' }),
    )
    expect(error.constraint).toBe('vendor_locations_one_primary_idx')
  })

  it('rejects a session that ends before it starts', async () => {
    const activityId = await insertActivity({ title: 'Backwards' })
    const startsAt = new Date('2030-01-05T10:00:00Z')
    const error = await rejection(() =>
      db.insert(activitySchedules).values({ activityId, startsAt, endsAt: startsAt }),
    )
    expect(error.constraint).toBe('activity_schedules_order_check')
  })

  describe('bookings and reviews', () => {
    let activityId: string
    let scheduleId: string

    beforeAll(async () => {
      activityId = await insertActivity({ title: 'Booked Activity' })
      const startsAt = new Date('2030-01-05T10:00:00Z')
      const [schedule] = await db
        .insert(activitySchedules)
        .values({ activityId, startsAt, endsAt: new Date('2030-01-05T11:00:00Z') })
        .returning({ id: activitySchedules.id })
      if (!schedule) throw new Error('schedule insert returned nothing')
      scheduleId = schedule.id
    })

    const booking = () => ({ activityId, scheduleId, customerId })

    it('rejects a quantity below 1 and an unknown status', async () => {
      const quantity = await rejection(() =>
        db.insert(bookings).values({ ...booking(), quantity: 0 }),
      )
      expect(quantity.constraint).toBe('bookings_quantity_check')
      const status = await rejection(() =>
        db.insert(bookings).values({ ...booking(), status: 'lost' as 'pending' }),
      )
      expect(status.constraint).toBe('bookings_status_check')
    })

    it('rejects a rating outside 1-5 and a second review of one booking', async () => {
      const [row] = await db.insert(bookings).values(booking()).returning({ id: bookings.id })
      if (!row) throw new Error('booking insert returned nothing')
      const review = { activityId, bookingId: row.id, customerId }
      for (const rating of [0, 6]) {
        const error = await rejection(() => db.insert(reviews).values({ ...review, rating }))
        expect(error.constraint).toBe('reviews_rating_check')
      }
      await db.insert(reviews).values({ ...review, rating: 5 })
      const duplicate = await rejection(() => db.insert(reviews).values({ ...review, rating: 4 }))
      expect(duplicate.code).toBe('23505')
    })

    it('keeps a booked activity from being deleted', async () => {
      const error = await rejection(() =>
        db.delete(activities).where(eq(activities.id, activityId)),
      )
      // PostgreSQL reports restrict_violation or foreign_key_violation depending on which
      // referencing row (booking by activity, or by cascaded session) it meets first.
      expect(['23001', '23503']).toContain(error.code)
      const [left] = await db.select().from(activities).where(eq(activities.id, activityId))
      expect(left?.id).toBe(activityId)
    })
  })

  it('rejects an unknown role, a duplicate role and an unknown vendor status', async () => {
    const unknown = await rejection(() =>
      db.insert(userRoles).values({ userId: customerId, role: 'owner' as 'admin' }),
    )
    expect(unknown.constraint).toBe('user_roles_role_check')
    await db.insert(userRoles).values({ userId: customerId, role: 'customer' })
    const duplicate = await rejection(() =>
      db.insert(userRoles).values({ userId: customerId, role: 'customer' }),
    )
    expect(duplicate.code).toBe('23505')
    const status = await rejection(() =>
      db
        .update(vendors)
        .set({ status: 'banned' as 'pending' })
        .where(eq(vendors.id, vendorId)),
    )
    expect(status.constraint).toBe('vendors_status_check')
  })

  it('stores newsletter emails once and in lower case', async () => {
    await db.insert(newsletterSubscribers).values({ email: 'mum@example.com' })
    const duplicate = await rejection(() =>
      db.insert(newsletterSubscribers).values({ email: 'mum@example.com' }),
    )
    expect(duplicate.code).toBe('23505')
    const upper = await rejection(() =>
      db.insert(newsletterSubscribers).values({ email: 'Dad@example.com' }),
    )
    expect(upper.constraint).toBe('newsletter_email_lower_check')
  })

  it('can run the migrations again without changing anything', async () => {
    await handle.migrate()
    const [count] = await db.select({ count: sql<number>`count(*)::int` }).from(categories)
    expect(count?.count).toBe(8)
  })
})
