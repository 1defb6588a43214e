import { randomUUID } from 'node:crypto'
import type { ActivityType, CategorySlug, VendorStatus } from '@afc/contracts'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import {
  activities,
  activityCategories,
  activityPricing,
  activitySchedules,
  categories,
  user,
  vendorLocations,
  vendors,
} from '../db/schema/index.ts'

/** Where a venue in Chicago is: the zone most tests' clocks are read in. */
export const CHICAGO = {
  city: 'Chicago',
  state: 'IL',
  zipcode: '60601',
  timeZone: 'America/Chicago',
}

/** Builds exactly the catalogue a test describes, straight into the database. */
export function catalogRows(db: Database) {
  /** A provider's primary venue, in Austin unless the test says where; its id. */
  async function venue(input: {
    vendorId: string
    name: string
    address?: string
    city?: string
    state?: string
    zipcode?: string
    timeZone?: string
  }) {
    const [location] = await db
      .insert(vendorLocations)
      .values({
        vendorId: input.vendorId,
        name: input.name,
        address: input.address ?? '12 Test Street',
        city: input.city ?? 'Austin',
        state: input.state ?? 'TX',
        zipcode: input.zipcode ?? '78701',
        timeZone: input.timeZone ?? 'America/Chicago',
        isPrimary: true,
      })
      .returning({ id: vendorLocations.id })
    return location?.id ?? ''
  }

  return {
    venue,
    async vendor(input: {
      name: string
      status?: VendorStatus
      city?: string
      state?: string
      zipcode?: string
      timeZone?: string
      website?: string
      email?: string
      phone?: string
    }) {
      const userId = randomUUID()
      await db.insert(user).values({ id: userId, name: input.name, email: `${userId}@example.com` })
      const [vendor] = await db
        .insert(vendors)
        .values({
          userId,
          businessName: input.name,
          description: `${input.name} runs lovely sessions.`,
          status: input.status ?? 'approved',
          // Connected to the offline test processor, as a provider taking bookings would be.
          paymentAccountId: `acct_test_${userId.replaceAll('-', '')}`,
          paymentAccountStatus: 'connected',
          website: input.website,
          email: input.email,
          phone: input.phone,
        })
        .returning({ id: vendors.id })
      const vendorId = vendor?.id ?? ''
      const locationId = await venue({ ...input, vendorId, name: `${input.name} Studio` })
      return { id: vendorId, locationId }
    },

    async activity(input: {
      vendor: { id: string; locationId: string }
      title: string
      type?: ActivityType
      categories?: CategorySlug[]
      minAge?: number | null
      maxAge?: number | null
      capacity?: number | null
      priceCents?: number
      isActive?: boolean
      isApproved?: boolean
      isFeatured?: boolean
      createdAt?: Date
      sessions?: Date[]
      description?: string
    }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(activities)
          .values({
            vendorId: input.vendor.id,
            locationId: input.vendor.locationId || null,
            title: input.title,
            description: input.description ?? `${input.title}: a wonderful time for children.`,
            type: input.type ?? 'class',
            minAge: input.minAge ?? null,
            maxAge: input.maxAge ?? null,
            capacity: input.capacity ?? null,
            durationMinutes: 60,
            isActive: input.isActive ?? true,
            isApproved: input.isApproved ?? true,
            isFeatured: input.isFeatured ?? false,
            ...(input.createdAt ? { createdAt: input.createdAt } : {}),
          })
          .returning({ id: activities.id })
        const id = row?.id ?? ''
        await tx
          .insert(activityPricing)
          .values({ activityId: id, priceCents: input.priceCents ?? 1000, isDefault: true })
        for (const slug of input.categories ?? []) {
          const [category] = await tx
            .select({ id: categories.id })
            .from(categories)
            .where(eq(categories.slug, slug))
          await tx
            .insert(activityCategories)
            .values({ activityId: id, categoryId: category?.id ?? '' })
        }
        for (const startsAt of input.sessions ?? []) {
          await tx.insert(activitySchedules).values({
            activityId: id,
            startsAt,
            endsAt: new Date(startsAt.getTime() + 60 * 60 * 1000),
          })
        }
        return id
      })
    },
  }
}
