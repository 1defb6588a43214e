import { z } from 'zod'
import { adminPageQuerySchema, adminPageSchema } from './admin.ts'
import { amountOffSchema, calendarDay, pricingScopeSchema } from './pricing.ts'
import { dayNumber } from './vendor-schedules.ts'

/**
 * A promo code a family types at checkout: a discount (a percentage or an amount off), or a
 * scholarship place (100% off, with a number of places). Codes are matched whatever their case.
 */
export const PROMO_CODE_KINDS = ['discount', 'scholarship'] as const
export type PromoCodeKind = (typeof PROMO_CODE_KINDS)[number]

const CODE = 'A code has 3 to 30 letters, digits, hyphens or underscores'
/** A code as the provider writes it and the family types it; compared without case. */
export const promoCodeNameSchema = z
  .string({ error: CODE })
  .trim()
  .min(3, { error: CODE })
  .max(30, { error: CODE })
  .regex(/^[A-Za-z0-9_-]+$/, { error: CODE })

const USES = 'Uses must be a whole number from 1 to 100,000'
const uses = z
  .number({ error: USES })
  .int({ error: USES })
  .min(1, { error: USES })
  .max(100_000, { error: USES })

const PLACES = 'Places must be a whole number from 1 to 1000'
const places = z
  .number({ error: PLACES })
  .int({ error: PLACES })
  .min(1, { error: PLACES })
  .max(1000, { error: PLACES })

/** What both kinds share: the code, its activities and the days it can be used, on/off. */
const common = {
  code: promoCodeNameSchema,
  activityIds: pricingScopeSchema.default(null),
  /** The first and last day (at the venue) the code can be used; null for no limit. */
  startsOn: calendarDay.nullable().default(null),
  endsOn: calendarDay.nullable().default(null),
  /** A code switched off is refused at checkout and keeps its uses. */
  active: z.boolean().default(true),
}
const discountCode = z.object({
  kind: z.literal('discount'),
  ...common,
  off: amountOffSchema,
  /** Bookings the code may be used for, in all; null for no limit. */
  totalUses: uses.nullable().default(null),
  /** Bookings one family may use it for; null for no limit. */
  usesPerFamily: uses.nullable().default(null),
})
const scholarshipCode = z.object({
  kind: z.literal('scholarship'),
  ...common,
  /** Places given: each use is one child's place, at no cost to the family. */
  places,
})

type Limits = {
  startsOn: string | null
  endsOn: string | null
  totalUses?: number | null
  usesPerFamily?: number | null
}
/** Refuses a window ending before it starts, and more uses per family than in all. */
function limitsInOrder(ctx: { value: Limits; issues: z.core.$ZodRawIssue[] }) {
  const { startsOn, endsOn, totalUses, usesPerFamily } = ctx.value
  if (startsOn && endsOn && dayNumber(endsOn) < dayNumber(startsOn)) {
    ctx.issues.push({
      code: 'custom',
      input: endsOn,
      message: 'The last day must not be before the first day',
      path: ['endsOn'],
    })
  }
  if (totalUses != null && usesPerFamily != null && usesPerFamily > totalUses) {
    ctx.issues.push({
      code: 'custom',
      input: usesPerFamily,
      message: 'Uses per family cannot be more than the uses in all',
      path: ['usesPerFamily'],
    })
  }
}

/** POST /api/vendor/promo-codes and PUT /api/vendor/promo-codes/{id} (same kind). */
export const promoCodeInputSchema = z
  .discriminatedUnion('kind', [discountCode, scholarshipCode], {
    error: 'Choose a discount code or a scholarship place',
  })
  .check(limitsInOrder)
export type PromoCodeInput = z.input<typeof promoCodeInputSchema>

const stored = {
  id: z.uuid(),
  /** Uses counted now: bookings that take places. */
  usesTaken: z.number().int().min(0),
  createdAt: z.iso.datetime({ offset: true }),
}
export const promoCodeSchema = z.discriminatedUnion('kind', [
  discountCode.extend(stored),
  scholarshipCode.extend(stored),
])
export type PromoCode = z.infer<typeof promoCodeSchema>

/** GET /api/vendor/promo-codes: newest first, a page at a time. */
export const promoCodeListQuerySchema = adminPageQuerySchema
export const promoCodeListSchema = adminPageSchema(promoCodeSchema)

/**
 * POST /api/admin/promo-codes and PUT /api/admin/promo-codes/{id}: a platform code, created by an
 * admin and paid for by the platform. It is a discount (its kind may be left out) for any
 * provider's activities; a scholarship place is a provider's own.
 */
export const platformCodeInputSchema = discountCode
  .omit({ activityIds: true })
  .extend({ kind: z.literal('discount').default('discount') })
  .check(limitsInOrder)
export type PlatformCodeInput = z.input<typeof platformCodeInputSchema>

/** A platform code with its uses and what it has cost the platform so far. */
export const platformCodeSchema = discountCode.omit({ activityIds: true }).extend({
  ...stored,
  /** What the code took off bookings that were paid, less what refunds gave back. */
  costCents: z.number().int().min(0),
})
export type PlatformCode = z.infer<typeof platformCodeSchema>

/** GET /api/admin/promo-codes: newest first, a page at a time. */
export const platformCodeListSchema = adminPageSchema(platformCodeSchema)
