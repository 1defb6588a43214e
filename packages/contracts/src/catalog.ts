import { z } from 'zod'
import { activityTypeSchema } from './activities.ts'
import { adminPageQuerySchema, adminPageSchema } from './admin.ts'
import { categorySlugSchema } from './categories.ts'
import {
  ACTIVITIES_PAGE_SIZE,
  ACTIVITY_SORTS,
  CATEGORIES,
  type CategorySlug,
  EXTRA_PRICE_UNITS,
  MAX_AGE,
  MIN_AGE,
} from './constants.ts'
import { singleLineText } from './text.ts'
import { WITHDRAWAL_RULES } from './vendor-terms.ts'

const slugs = new Set<string>(CATEGORIES.map((category) => category.slug))

/** `category=art,music` or `category=art&category=music`; unknown slugs are dropped. */
const categoryList = z.union([z.string(), z.array(z.string())]).transform((value) =>
  (Array.isArray(value) ? value : [value])
    .flatMap((entry) => entry.split(','))
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry): entry is CategorySlug => slugs.has(entry)),
)

const age = z.coerce
  .number({ error: `Age must be a whole number from ${MIN_AGE} to ${MAX_AGE}` })
  .int({ error: `Age must be a whole number from ${MIN_AGE} to ${MAX_AGE}` })
  .min(MIN_AGE, { error: `Age must be a whole number from ${MIN_AGE} to ${MAX_AGE}` })
  .max(MAX_AGE, { error: `Age must be a whole number from ${MIN_AGE} to ${MAX_AGE}` })

const dollars = z.coerce
  .number({ error: 'Price must be a number of dollars, 0 or more' })
  .min(0, { error: 'Price must be a number of dollars, 0 or more' })
  .max(100_000, { error: 'Price must be a number of dollars, 0 or more' })

/** GET /api/activities: every filter of the activity list, as it appears in the page's URL. */
export const activityListQuerySchema = z
  .object({
    q: singleLineText()
      .max(100, { error: 'Search text must be at most 100 characters' })
      .optional(),
    category: categoryList.optional(),
    minAge: age.optional(),
    maxAge: age.optional(),
    minPrice: dollars.optional(),
    maxPrice: dollars.optional(),
    location: singleLineText()
      .max(100, { error: 'Location must be at most 100 characters' })
      .optional(),
    weekend: z
      .enum(['true', 'false'], { error: 'weekend must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
    sort: z.enum(ACTIVITY_SORTS, { error: 'Unknown sort order' }).default('newest'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(ACTIVITIES_PAGE_SIZE),
  })
  .refine(
    (query) =>
      query.minAge === undefined || query.maxAge === undefined || query.minAge <= query.maxAge,
    {
      error: 'Minimum age must not be above maximum age',
      path: ['minAge'],
    },
  )
  .refine(
    (query) =>
      query.minPrice === undefined ||
      query.maxPrice === undefined ||
      query.minPrice <= query.maxPrice,
    { error: 'Minimum price must not be above maximum price', path: ['minPrice'] },
  )
export type ActivityListQuery = z.output<typeof activityListQuerySchema>
export type ActivityListParams = z.input<typeof activityListQuerySchema>

const categoryRefSchema = z.object({ slug: categorySlugSchema, name: z.string() })

/** One activity as a card in lists: everything a parent compares at a glance. */
export const activitySummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  shortDescription: z.string(),
  thumbnailUrl: z.string().nullable(),
  type: activityTypeSchema,
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  durationMinutes: z.number().int().nullable(),
  /** The default price in cents; 0 is free. */
  priceCents: z.number().int(),
  isFeatured: z.boolean(),
  categories: z.array(categoryRefSchema),
  vendor: z.object({ id: z.uuid(), businessName: z.string(), logoUrl: z.string().nullable() }),
  location: z.object({ city: z.string(), state: z.string() }).nullable(),
  nextSessionAt: z.iso.datetime({ offset: true }).nullable(),
  /**
   * "Needs 3 more to run": what the soonest term (or, without terms, the next session) still
   * needs while its decision time is ahead; null with no minimum, once reached or decided.
   */
  placesToRun: z.number().int().nullable(),
  /** A course's soonest term not yet begun, with its first session and price; null otherwise. */
  nextTerm: z
    .object({
      name: z.string(),
      startsAt: z.iso.datetime({ offset: true }),
      priceCents: z.number().int(),
    })
    .nullable(),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
})
export type ActivitySummary = z.infer<typeof activitySummarySchema>

export const activityListResponseSchema = z.object({
  items: z.array(activitySummarySchema),
  /** All matches, not the page size: the page shows 'Showing {total} activities'. */
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
})
export type ActivityListResponse = z.infer<typeof activityListResponseSchema>

/** A minimum to run as families see it before booking, on a term or a single session. */
const publicRunMinimum = {
  /** Fewest places for it to run; null when it runs whatever the number. */
  minPlaces: z.number().int().nullable(),
  /** When whether it runs is decided: its first session's start less the decision time. */
  decisionAt: z.iso.datetime({ offset: true }).nullable(),
  /** How many more confirmed places it needs to run; null with no minimum or once decided. */
  placesToRun: z.number().int().nullable(),
  /** Its decision time has passed below the minimum and the outcome is not yet recorded. */
  decisionPending: z.boolean(),
}

export const activitySessionSchema = z.object({
  id: z.uuid(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  /** Null when the activity has no capacity limit. */
  spotsLeft: z.number().int().nullable(),
  ...publicRunMinimum,
})
export type ActivitySession = z.infer<typeof activitySessionSchema>

/** An extra of a term as the public sees it. */
export const publicTermExtraSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  priceCents: z.number().int(),
  pricePer: z.enum(EXTRA_PRICE_UNITS),
  /** Null when the extra has no limit. */
  placesLeft: z.number().int().nullable(),
})

/**
 * A term of a course as the public sees it, with what the page needs to write "10 Saturdays,
 * Mar 7 – May 9, 10:00 CST" and "$180 · $18 a session" in the venue's zone.
 */
export const publicTermSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  isCamp: z.boolean(),
  firstSessionAt: z.iso.datetime({ offset: true }),
  lastSessionAt: z.iso.datetime({ offset: true }),
  /** Sessions not cancelled, past ones included: what the term price pays for. */
  sessionCount: z.number().int(),
  /** Sessions not cancelled that have not started yet. */
  sessionsLeft: z.number().int(),
  /** Local weekdays the sessions fall on, 0 = Sunday ... 6 = Saturday, in order. */
  weekdays: z.array(z.number().int().min(0).max(6)),
  /** 'HH:MM' on the venue's clock when every session starts then, else null. */
  startTime: z.string().nullable(),
  timeZone: z.string(),
  /** Fewest places left in any session still to come; null when there is no limit. */
  placesLeft: z.number().int().nullable(),
  priceCents: z.number().int(),
  /** The term price over its sessions, rounded to the cent half up. */
  perSessionCents: z.number().int(),
  dropInPriceCents: z.number().int().nullable(),
  trialPriceCents: z.number().int().nullable(),
  withdrawal: z.enum(WITHDRAWAL_RULES),
  ...publicRunMinimum,
  /** What the page may offer now: each is false once the term or its late joining is over. */
  canEnrol: z.boolean(),
  canTry: z.boolean(),
  canDropIn: z.boolean(),
  extras: z.array(publicTermExtraSchema),
})
export type PublicTerm = z.infer<typeof publicTermSchema>

export const activityDetailSchema = activitySummarySchema.extend({
  description: z.string(),
  /** What the provider asks families to bring, or null when they ask nothing. */
  whatToBring: z.string().nullable(),
  capacity: z.number().int().nullable(),
  /** Where it happens; the street address is given only to families who booked. */
  location: z
    .object({
      name: z.string(),
      city: z.string(),
      state: z.string(),
      zipcode: z.string(),
      timeZone: z.string(),
    })
    .nullable(),
  vendor: z.object({
    id: z.uuid(),
    businessName: z.string(),
    logoUrl: z.string().nullable(),
    description: z.string().nullable(),
  }),
  /** Each with its term: a term's sessions are sold with the term, not one at a time. */
  upcomingSessions: z.array(activitySessionSchema.extend({ termId: z.uuid().nullable() })),
  /** A course's terms that still have sessions to come, soonest first; empty for others. */
  terms: z.array(publicTermSchema),
  bookingCount: z.number().int(),
})
export type ActivityDetail = z.infer<typeof activityDetailSchema>

export const featuredActivitiesResponseSchema = z.object({
  items: z.array(activitySummarySchema).max(4),
})

export const publicVendorSchema = z.object({
  id: z.uuid(),
  businessName: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  /** Derived from its public activities. */
  categories: z.array(categoryRefSchema),
  primaryLocation: z
    .object({
      name: z.string(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
      zipcode: z.string(),
    })
    .nullable(),
  activities: z.array(activitySummarySchema),
})
export type PublicVendor = z.infer<typeof publicVendorSchema>

export const locationSummarySchema = z.object({
  city: z.string(),
  state: z.string(),
  activityCount: z.number().int(),
})
/** `?page=&limit=` of the Locations page (up to 100 cities a page). */
export const locationListQuerySchema = adminPageQuerySchema
export const locationListResponseSchema = adminPageSchema(locationSummarySchema)
export type LocationSummary = z.infer<typeof locationSummarySchema>

export const idParamsSchema = z.object({
  id: z.uuid({ error: 'Not a valid id' }),
})
