import { randomUUID } from 'node:crypto'
import type { ActivityType } from '@afc/contracts'
import type {
  activities,
  activityCategories,
  activityPricing,
  activitySchedules,
  vendorLocations,
  vendors,
} from '../schema/index.ts'
import type { DemoActivity } from './demo-activities.ts'
import type { DemoLocation, DemoProvider } from './demo-providers.ts'
import { required } from './required.ts'
import { planSessions } from './session-plan.ts'
import { daysBefore } from './time.ts'

export type ScheduleRow = typeof activitySchedules.$inferInsert & {
  id: string
  startsAt: Date
  endsAt: Date
}

/** What bookings need to know about a seeded activity. */
export type CatalogActivity = {
  id: string
  vendorId: string
  type: ActivityType
  /** The venue's, where its sessions' wall-clock times are kept. */
  timeZone: string
  durationMinutes: number
  priceCents: number
  capacity: number | null
  createdAt: Date
  /** Oldest first. */
  sessions: readonly ScheduleRow[]
}

export type CatalogRows = {
  vendors: (typeof vendors.$inferInsert)[]
  locations: (typeof vendorLocations.$inferInsert)[]
  activities: (typeof activities.$inferInsert)[]
  activityCategories: (typeof activityCategories.$inferInsert)[]
  pricing: (typeof activityPricing.$inferInsert)[]
  schedules: ScheduleRow[]
  activityByTitle: ReadonlyMap<string, CatalogActivity>
}

const SHORT_DESCRIPTION_MAX = 100

export function buildCatalogRows(options: {
  providers: readonly DemoProvider[]
  activitiesByProvider: Readonly<Record<string, readonly DemoActivity[]>>
  userIdByEmail: ReadonlyMap<string, string>
  categoryIdBySlug: ReadonlyMap<string, string>
  now: Date
}): CatalogRows {
  const { now } = options
  const rows: Omit<CatalogRows, 'activityByTitle'> = {
    vendors: [],
    locations: [],
    activities: [],
    activityCategories: [],
    pricing: [],
    schedules: [],
  }
  const activityByTitle = new Map<string, CatalogActivity>()
  for (const provider of options.providers) {
    const vendorId = randomUUID()
    const joinedAt = daysBefore(now, provider.joinedDaysAgo)
    rows.vendors.push({
      id: vendorId,
      userId: required(options.userIdByEmail.get(provider.ownerEmail), provider.ownerEmail),
      businessName: provider.businessName,
      description: provider.description,
      logoUrl: provider.logoUrl,
      bannerUrl: provider.bannerUrl,
      website: provider.website,
      email: provider.email,
      phone: provider.phone,
      status: provider.status,
      // Approved demo providers have connected the offline test processor, so families can pay.
      ...(provider.status === 'approved'
        ? {
            paymentAccountId: `acct_test_${vendorId.replaceAll('-', '')}`,
            paymentAccountStatus: 'connected' as const,
          }
        : {}),
      createdAt: joinedAt,
      updatedAt: joinedAt,
    })
    const venues = new Map<string, { id: string; location: DemoLocation }>()
    for (const location of provider.locations) {
      const id = randomUUID()
      venues.set(location.key, { id, location })
      const { key: _key, ...columns } = location
      rows.locations.push({ id, vendorId, ...columns, createdAt: joinedAt })
    }
    for (const demo of options.activitiesByProvider[provider.key] ?? []) {
      if (activityByTitle.has(demo.title)) throw new Error(`Duplicate demo title '${demo.title}'`)
      if (demo.shortDescription.length > SHORT_DESCRIPTION_MAX) {
        throw new Error(`Short description of '${demo.title}' is over ${SHORT_DESCRIPTION_MAX}`)
      }
      const venue = required(venues.get(demo.location), `${provider.key}/${demo.location}`)
      const id = randomUUID()
      const createdAt = daysBefore(now, demo.createdDaysAgo)
      rows.activities.push({
        id,
        vendorId,
        locationId: venue.id,
        type: demo.type,
        title: demo.title,
        description: demo.description,
        shortDescription: demo.shortDescription,
        whatToBring: demo.whatToBring ?? null,
        thumbnailUrl: demo.thumbnailUrl,
        minAge: demo.minAge,
        maxAge: demo.maxAge,
        capacity: demo.capacity,
        durationMinutes: demo.durationMinutes,
        isActive: demo.isActive ?? true,
        isApproved: demo.isApproved ?? true,
        isFeatured: demo.isFeatured ?? false,
        createdAt,
        updatedAt: createdAt,
      })
      rows.pricing.push({
        activityId: id,
        name: 'Standard',
        priceCents: demo.priceCents,
        isDefault: true,
      })
      for (const slug of demo.categories) {
        rows.activityCategories.push({
          activityId: id,
          categoryId: required(options.categoryIdBySlug.get(slug), `category ${slug}`),
        })
      }
      // A listing has no sessions from before it existed.
      const planned = demo.sessions
        ? planSessions({
            pattern: demo.sessions,
            timeZone: venue.location.timeZone,
            durationMinutes: demo.durationMinutes,
            now,
          })
        : []
      const sessions = planned
        .filter((session) => session.startsAt > createdAt)
        .map(
          (session): ScheduleRow => ({ id: randomUUID(), activityId: id, ...session, createdAt }),
        )
      rows.schedules.push(...sessions)
      activityByTitle.set(demo.title, {
        id,
        vendorId,
        type: demo.type,
        timeZone: venue.location.timeZone,
        durationMinutes: demo.durationMinutes,
        priceCents: demo.priceCents,
        capacity: demo.capacity,
        createdAt,
        sessions,
      })
    }
  }
  return { ...rows, activityByTitle }
}
