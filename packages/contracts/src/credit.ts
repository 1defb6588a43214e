import { z } from 'zod'
import { formatRevenue } from './money.ts'
import { singleLineText } from './text.ts'

/** What a platform credit is called wherever it is shown. */
export const PLATFORM_CREDIT = 'Activities for Children credit'

/** "Credit with Sunny Studio", or the platform's credit: the name of a credit where it is shown. */
export const creditLabel = (providerName: string | null) =>
  providerName ? `Credit with ${providerName}` : PLATFORM_CREDIT

/** Credit a booking was paid with, from one provider's credit or the platform's (null). */
export const creditUseSchema = z.object({
  providerName: z.string().nullable(),
  amountCents: z.number().int(),
})
export type CreditUse = z.infer<typeof creditUseSchema>

/** A credit the family can still spend: with a provider (or the platform), until its expiry. */
export const familyCreditSchema = z.object({
  id: z.uuid(),
  providerId: z.uuid().nullable(),
  providerName: z.string().nullable(),
  leftCents: z.number().int(),
  expiresAt: z.iso.datetime({ offset: true }),
})
export type FamilyCredit = z.infer<typeof familyCreditSchema>

/** GET /api/credits: the family's credits still to spend, the soonest to expire first. */
export const familyCreditsSchema = z.object({
  credits: z.array(familyCreditSchema),
})
export type FamilyCredits = z.infer<typeof familyCreditsSchema>

export const REFUND_CHOICES = ['refund', 'credit'] as const

/**
 * What a booking the provider cancelled is owed when the provider offered credit: a refund to the
 * card or a credit with the provider, the family's to choose until `chooseBy`. A term enrolment
 * is owed one per cancelled session (`sessionStartsAt`), or one for the term called off (null).
 */
export const refundChoiceSchema = z.object({
  id: z.uuid(),
  sessionStartsAt: z.iso.datetime({ offset: true }).nullable(),
  amountCents: z.number().int(),
  chooseBy: z.iso.datetime({ offset: true }),
  chosen: z.enum(REFUND_CHOICES).nullable(),
})
export type RefundChoice = z.infer<typeof refundChoiceSchema>

export const CHOOSE_REFUND_OR_CREDIT = 'Choose a refund to your card or a credit with the provider.'

/** POST /api/refund-choices/{id}. */
export const refundChoiceInputSchema = z.object({
  choice: z.enum(REFUND_CHOICES, { error: CHOOSE_REFUND_OR_CREDIT }),
})
export type RefundChoiceInput = z.infer<typeof refundChoiceInputSchema>

const CREDIT_REASON = 'Please give a reason of at least 3 characters.'
const CREDIT_AMOUNT = 'Enter an amount in dollars, like 12.50'
/** The most an admin gives in one credit: a goodwill gesture, not a refund. */
export const MAX_PLATFORM_CREDIT_CENTS = 50_000
const TOO_MUCH = `A platform credit can be at most ${formatRevenue(MAX_PLATFORM_CREDIT_CENTS)}.`

/** POST /api/admin/credits: a platform credit for a family, found by the email they sign in with. */
export const adminCreditInputSchema = z.object({
  email: z.email({ error: 'Enter the email address the family signs in with' }),
  amountCents: z
    .number({ error: 'The amount must be a whole number of cents above 0' })
    .int({ error: 'The amount must be a whole number of cents above 0' })
    .positive({ error: 'The amount must be a whole number of cents above 0' })
    .max(MAX_PLATFORM_CREDIT_CENTS, { error: TOO_MUCH }),
  reason: singleLineText({ error: CREDIT_REASON })
    .min(3, { error: CREDIT_REASON })
    .max(500, { error: 'Please keep the reason under 500 characters.' }),
})
export type AdminCreditInput = z.infer<typeof adminCreditInputSchema>

/** The give-credit form: dollars as typed, read into the request's cents. */
export const adminCreditFormSchema = adminCreditInputSchema.extend({
  amountCents: singleLineText({ error: CREDIT_AMOUNT })
    .transform((value) => value.replace(/^\$/, ''))
    .pipe(z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, { error: CREDIT_AMOUNT }))
    .transform((value) => Math.round(Number(value) * 100))
    .pipe(
      z
        .number()
        .positive({ error: 'The amount must be more than $0.00' })
        .max(MAX_PLATFORM_CREDIT_CENTS, { error: TOO_MUCH }),
    ),
})
export type AdminCreditFormInput = z.input<typeof adminCreditFormSchema>

/** The credit given, as the admin's answer. */
export const adminCreditResultSchema = z.object({
  id: z.uuid(),
  amountCents: z.number().int(),
  expiresAt: z.iso.datetime({ offset: true }),
})
export type AdminCreditResult = z.infer<typeof adminCreditResultSchema>

/**
 * GET /api/admin/credits: credits by whom they are with (a provider, or the platform's: null),
 * to the cent: given, spent by bookings that count, expired unspent, and outstanding (still to
 * spend). given = spent + expired + outstanding.
 */
export const creditTotalsSchema = z.object({
  grantedCents: z.number().int(),
  spentCents: z.number().int(),
  expiredCents: z.number().int(),
  outstandingCents: z.number().int(),
})
export const adminCreditsReportSchema = z.object({
  rows: z.array(
    creditTotalsSchema.extend({
      providerId: z.uuid().nullable(),
      providerName: z.string().nullable(),
      families: z.number().int(),
    }),
  ),
  totals: creditTotalsSchema,
})
export type AdminCreditsReport = z.infer<typeof adminCreditsReportSchema>
