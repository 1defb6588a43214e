import { type PlatformCode, type PlatformCodeInput, platformCodeInputSchema } from '@afc/contracts'
import {
  AMOUNT_OFF_DOLLARS,
  type AmountUnit,
  amountOffOfText,
  amountText,
  type FormReading,
  messagesOf,
  optionalNumberOfText,
} from '@/lib/pricing-form-checks'

/** The platform code form as typed: counts as text (empty for no limit), days empty for none. */
export interface PlatformCodeFormValues {
  code: string
  offUnit: AmountUnit
  off: string
  startsOn: string
  endsOn: string
  totalUses: string
  usesPerFamily: string
  active: boolean
}
export type PlatformCodeField = keyof PlatformCodeFormValues

const countText = (count: number | null) => (count === null ? '' : String(count))

/** What the form starts with: the code being changed, or a new one for a percentage off. */
export function platformCodeFormValues(code?: PlatformCode): PlatformCodeFormValues {
  return {
    code: code?.code ?? '',
    offUnit: code?.off.unit ?? 'percent',
    off: code ? amountText(code.off) : '',
    startsOn: code?.startsOn ?? '',
    endsOn: code?.endsOn ?? '',
    totalUses: countText(code?.totalUses ?? null),
    usesPerFamily: countText(code?.usesPerFamily ?? null),
    active: code?.active ?? true,
  }
}

/**
 * The form as the request to send, checked by the server's own schema, each refusal under the
 * field it names; dollars the schema cannot read (it counts cents) get the form's own sentence.
 */
export function readPlatformCodeForm(
  values: PlatformCodeFormValues,
): FormReading<PlatformCodeInput, PlatformCodeField> {
  const off = amountOffOfText(values.offUnit, values.off)
  const parsed = platformCodeInputSchema.safeParse({
    kind: 'discount',
    code: values.code,
    off,
    startsOn: values.startsOn || null,
    endsOn: values.endsOn || null,
    totalUses: optionalNumberOfText(values.totalUses),
    usesPerFamily: optionalNumberOfText(values.usesPerFamily),
    active: values.active,
  })
  if (parsed.success && off) return { ok: true, input: parsed.data }
  const messages = parsed.success ? {} : messagesOf<PlatformCodeField>(parsed.error.issues)
  return { ok: false, messages: off ? messages : { ...messages, off: AMOUNT_OFF_DOLLARS } }
}
