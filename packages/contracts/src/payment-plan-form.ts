import { z } from 'zod'
import {
  DEFAULT_BALANCE_DAYS_BEFORE,
  type TermPlanSetting,
  termPlanSettingSchema,
} from './payment-plans.ts'
import { centsToDollars, dollarsToCents } from './term-form.ts'

export const PLAN_FORM_KINDS = ['none', 'deposit', 'instalments'] as const
export const DEPOSIT_AS = ['amount', 'percent'] as const

/** Where each field of the setting is typed in the form. */
const FORM_FIELD = {
  depositCents: 'deposit',
  depositPercent: 'depositPercent',
  balanceDaysBefore: 'balanceDaysBefore',
  instalments: 'instalments',
} as const

/** A typed number: '' or anything else not a number reads as NaN, which the setting refuses. */
const typedNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value))

/**
 * The provider's plan form (no plan, a deposit as an amount in dollars or a percentage with the
 * balance's day, or 2 to 6 instalments) read into the setting the API takes, with the setting's
 * own messages on the fields typed. Only the fields of the chosen plan are read.
 */
export const planFormSchema = z
  .object({
    kind: z.enum(PLAN_FORM_KINDS),
    depositAs: z.enum(DEPOSIT_AS),
    deposit: z.string(),
    depositPercent: z.string(),
    balanceDaysBefore: z.string(),
    instalments: z.string(),
    keepsFirstPayment: z.boolean(),
  })
  .transform((form, ctx): TermPlanSetting => {
    const byAmount = form.depositAs === 'amount'
    const plan =
      form.kind === 'deposit'
        ? {
            kind: form.kind,
            depositCents: byAmount ? dollarsToCents(typedNumber(form.deposit)) : null,
            depositPercent: byAmount ? null : typedNumber(form.depositPercent),
            balanceDaysBefore: typedNumber(form.balanceDaysBefore),
          }
        : form.kind === 'instalments'
          ? { kind: form.kind, instalments: typedNumber(form.instalments) }
          : { kind: form.kind }
    const parsed = termPlanSettingSchema.safeParse({
      plan,
      keepsFirstPayment: form.keepsFirstPayment,
    })
    if (parsed.success) return parsed.data
    for (const issue of parsed.error.issues) {
      const field = issue.path[1] as keyof typeof FORM_FIELD | undefined
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: [FORM_FIELD[field ?? 'depositCents']],
      })
    }
    return z.NEVER
  })
export type PlanFormInput = z.input<typeof planFormSchema>

/** The form's values for a setting as it stands, with the defaults of a plan not chosen. */
export function planFormValues(setting: TermPlanSetting): PlanFormInput {
  const { plan } = setting
  const deposit = plan.kind === 'deposit' ? plan : null
  return {
    kind: plan.kind,
    depositAs: deposit?.depositPercent != null ? 'percent' : 'amount',
    deposit: deposit?.depositCents != null ? centsToDollars(deposit.depositCents) : '',
    depositPercent: deposit?.depositPercent != null ? String(deposit.depositPercent) : '',
    balanceDaysBefore: String(deposit?.balanceDaysBefore ?? DEFAULT_BALANCE_DAYS_BEFORE),
    instalments: plan.kind === 'instalments' ? String(plan.instalments) : '3',
    keepsFirstPayment: setting.keepsFirstPayment,
  }
}
