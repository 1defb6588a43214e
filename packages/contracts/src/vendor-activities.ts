import { z } from 'zod'
import { activityTypeSchema } from './activities.ts'
import { adminPageQuerySchema, adminPageSchema } from './admin.ts'
import { activitySessionSchema } from './catalog.ts'
import { categorySlugSchema } from './categories.ts'
import { MAX_AGE } from './constants.ts'
import { multiLineText, singleLineText } from './text.ts'

/** Empty, missing or zero becomes null (an empty or zero age or capacity means "no limit"). */
const nullableWhole = (message: string, min: number, max: number) =>
  z
    .union([z.literal(''), z.null(), z.coerce.number({ error: message })])
    .optional()
    .transform((value) =>
      value === '' || value === null || value === undefined || value === 0 ? null : value,
    )
    .refine(
      (value) => value === null || (Number.isInteger(value) && value >= min && value <= max),
      {
        error: message,
      },
    )

const CAPACITY_MESSAGE = 'Capacity must be at least 1'
const MAX_CAPACITY = 10_000
/** An API client's body has no form field to point at, so its refusal says every accepted form. */
const CAPACITY_BODY_MESSAGE =
  'Capacity must be a whole number from 1 to 10,000, or null, 0 or "" for no limit'

const thumbnail = singleLineText()
  .max(2000)
  .refine(
    (value) => value === '' || /^https?:\/\//.test(value) || /^\/(uploads|demo)\//.test(value),
    {
      error: 'Must be a valid URL',
    },
  )
  .optional()
  .transform((value) => value || null)

/** The Create/Edit Activity form and the body of POST/PUT /api/vendor/activities. */
export const activityFormSchema = z
  .object({
    title: singleLineText({ error: 'Title must be at least 3 characters' })
      .min(3, { error: 'Title must be at least 3 characters' })
      .max(120, { error: 'Title must be at most 120 characters' }),
    type: activityTypeSchema.default('class'),
    categories: z.array(categorySlugSchema).max(3).default([]),
    minAge: nullableWhole(`Minimum age must be a whole number from 0 to ${MAX_AGE}`, 0, MAX_AGE),
    maxAge: nullableWhole(`Maximum age must be a whole number from 0 to ${MAX_AGE}`, 0, MAX_AGE),
    capacity: nullableWhole(CAPACITY_MESSAGE, 1, MAX_CAPACITY),
    durationMinutes: nullableWhole('Duration must be between 1 and 1440 minutes', 1, 1440),
    price: z.coerce
      .number({ error: 'Price must be 0 or more' })
      .min(0, { error: 'Price must be 0 or more' })
      .max(100_000, { error: 'Price must be at most $100,000' }),
    locationId: z
      .union([z.literal(''), z.uuid()])
      .optional()
      .transform((value) => value || null),
    shortDescription: multiLineText().max(200).optional(),
    description: multiLineText({ error: 'Description must be at least 10 characters' })
      .min(10, { error: 'Description must be at least 10 characters' })
      .max(10_000),
    whatToBring: multiLineText()
      .max(500, { error: 'What to bring must be at most 500 characters' })
      .optional()
      .transform((value) => value || null),
    thumbnailUrl: thumbnail,
  })
  .refine((form) => form.minAge === null || form.maxAge === null || form.minAge <= form.maxAge, {
    error: 'Minimum age must not be above maximum age',
    path: ['minAge'],
  })
  .transform(({ shortDescription, ...form }) => ({
    ...form,
    // A missing short description falls back to the first 100 characters of the description.
    shortDescription: shortDescription || form.description.slice(0, 100),
    priceCents: Math.round(form.price * 100),
  }))
export type ActivityFormInput = z.input<typeof activityFormSchema>
export type ActivityFormValues = z.output<typeof activityFormSchema>

export const activityStatusUpdateSchema = z.object({ isActive: z.boolean() })

/** The Raise capacity form: its field follows the activity form's rule. */
export const capacityFormSchema = z.object({
  capacity: nullableWhole(CAPACITY_MESSAGE, 1, MAX_CAPACITY),
})

/**
 * PATCH /api/vendor/activities/{id}/capacity. Unlike a form field, the body must say what it
 * means: a missing or mistyped capacity is refused rather than read as "no limit"; only null, 0
 * or '' ask for no limit, and nothing is coerced.
 */
export const activityCapacityUpdateSchema = z.object({
  capacity: z
    .union([z.null(), z.literal(''), z.number()], { error: CAPACITY_BODY_MESSAGE })
    .refine((value) => typeof value !== 'number' || value === 0 || value >= 1, {
      error: CAPACITY_MESSAGE,
      abort: true,
    })
    .refine(
      (value) => typeof value !== 'number' || (Number.isInteger(value) && value <= MAX_CAPACITY),
      { error: CAPACITY_BODY_MESSAGE },
    )
    .transform((value) => (value === 0 || value === '' ? null : value)),
})
export type ActivityCapacityUpdateInput = z.input<typeof activityCapacityUpdateSchema>

export const vendorActivitySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  type: activityTypeSchema,
  description: z.string(),
  shortDescription: z.string().nullable(),
  whatToBring: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  capacity: z.number().int().nullable(),
  durationMinutes: z.number().int().nullable(),
  priceCents: z.number().int(),
  isActive: z.boolean(),
  isApproved: z.boolean(),
  isFeatured: z.boolean(),
  categories: z.array(z.object({ slug: categorySlugSchema, name: z.string() })),
  location: z.object({ id: z.uuid(), name: z.string(), timeZone: z.string() }).nullable(),
  enrollments: z.number().int(),
  upcomingSessionCount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
})
export type VendorActivity = z.infer<typeof vendorActivitySchema>

export const vendorActivitySessionSchema = activitySessionSchema.extend({
  booked: z.number().int(),
  isCancelled: z.boolean(),
})

export const vendorActivityDetailSchema = vendorActivitySchema.extend({
  sessions: z.array(vendorActivitySessionSchema),
})
export type VendorActivityDetail = z.infer<typeof vendorActivityDetailSchema>

export const vendorActivityListQuerySchema = adminPageQuerySchema
export const vendorActivityListSchema = adminPageSchema(vendorActivitySchema)
