import { type PromoCode, type PromoCodeKind, promoCodeInputSchema } from '@afc/contracts'
import type { z } from 'zod'
import {
  AMOUNT_OFF_DOLLARS,
  type AmountUnit,
  type AppliesTo,
  amountOffOfText,
  amountText,
  type FormReading,
  messagesOf,
  numberOfText,
  optionalNumberOfText,
} from './pricing-form-checks'

export type PromoCodeBody = z.output<typeof promoCodeInputSchema>

/** The code form as typed: counts as text (empty for no limit), days empty for none. */
export interface PromoCodeFormValues {
  kind: PromoCodeKind
  code: string
  offUnit: AmountUnit
  off: string
  places: string
  appliesTo: AppliesTo
  activityIds: string[]
  startsOn: string
  endsOn: string
  totalUses: string
  usesPerFamily: string
  active: boolean
}
type CodeField = keyof PromoCodeFormValues

const countText = (count: number | null) => (count === null ? '' : String(count))

/** What the form starts with: the code being changed, or a new discount code. */
export function promoCodeFormValues(code?: PromoCode): PromoCodeFormValues {
  const values: PromoCodeFormValues = {
    kind: code?.kind ?? 'discount',
    code: code?.code ?? '',
    offUnit: 'percent',
    off: '',
    places: '',
    appliesTo: code && code.activityIds !== null ? 'chosen' : 'all',
    activityIds: code?.activityIds ?? [],
    startsOn: code?.startsOn ?? '',
    endsOn: code?.endsOn ?? '',
    totalUses: '',
    usesPerFamily: '',
    active: code?.active ?? true,
  }
  if (code?.kind === 'scholarship') return { ...values, places: String(code.places) }
  if (code?.kind === 'discount') {
    return {
      ...values,
      offUnit: code.off.unit,
      off: amountText(code.off),
      totalUses: countText(code.totalUses),
      usesPerFamily: countText(code.usesPerFamily),
    }
  }
  return values
}

/**
 * The form as a code to send, checked by the server's own schema; dollars the schema cannot read
 * (it counts cents) get the form's sentence instead.
 */
export function readPromoCodeForm(
  values: PromoCodeFormValues,
): FormReading<PromoCodeBody, CodeField> {
  const common = {
    code: values.code,
    activityIds: values.appliesTo === 'all' ? null : values.activityIds,
    startsOn: values.startsOn || null,
    endsOn: values.endsOn || null,
    active: values.active,
  }
  const off = values.kind === 'discount' ? amountOffOfText(values.offUnit, values.off) : null
  const body =
    values.kind === 'scholarship'
      ? { kind: values.kind, ...common, places: numberOfText(values.places) }
      : {
          kind: values.kind,
          ...common,
          off,
          totalUses: optionalNumberOfText(values.totalUses),
          usesPerFamily: optionalNumberOfText(values.usesPerFamily),
        }
  const dollars = values.kind === 'discount' && !off ? { off: AMOUNT_OFF_DOLLARS } : {}
  const parsed = promoCodeInputSchema.safeParse(body)
  if (parsed.success && !('off' in dollars)) return { ok: true, input: parsed.data }
  const messages = parsed.success ? {} : messagesOf(parsed.error.issues)
  return { ok: false, messages: { ...messages, ...dollars } }
}

/** The fields the server may name in a refusal, as the form calls them. */
export const CODE_SERVER_FIELDS = [
  'code',
  'off',
  'places',
  'activityIds',
  'startsOn',
  'endsOn',
  'totalUses',
  'usesPerFamily',
] as const satisfies readonly CodeField[]

/** A stored code as the request that would store it again, to switch it on or off. */
export function promoCodeBodyOf(code: PromoCode): PromoCodeBody {
  const common = {
    code: code.code,
    activityIds: code.activityIds,
    startsOn: code.startsOn,
    endsOn: code.endsOn,
    active: code.active,
  }
  if (code.kind === 'scholarship') return { kind: code.kind, ...common, places: code.places }
  return {
    kind: code.kind,
    ...common,
    off: code.off,
    totalUses: code.totalUses,
    usesPerFamily: code.usesPerFamily,
  }
}
