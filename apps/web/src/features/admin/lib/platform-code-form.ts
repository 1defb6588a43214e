import {
  type AmountOff,
  centsToDollars,
  dollarsToCents,
  type PlatformCode,
  type PlatformCodeInput,
  platformCodeInputSchema,
} from '@afc/contracts'

/** The platform code form as typed: counts as text (empty for no limit), days empty for none. */
export interface PlatformCodeFormValues {
  code: string
  offUnit: AmountOff['unit']
  off: string
  startsOn: string
  endsOn: string
  totalUses: string
  usesPerFamily: string
  active: boolean
}
export type PlatformCodeField = keyof PlatformCodeFormValues

export const AMOUNT_OFF_DOLLARS = 'Enter an amount in dollars, more than 0'
const DOLLARS_TEXT = /^\d+(\.\d{1,2})?$/

const countText = (count: number | null) => (count === null ? '' : String(count))

/** What the form starts with: the code being changed, or a new one for 10% off. */
export function platformCodeFormValues(code?: PlatformCode): PlatformCodeFormValues {
  return {
    code: code?.code ?? '',
    offUnit: code?.off.unit ?? 'percent',
    off: !code
      ? ''
      : code.off.unit === 'percent'
        ? String(code.off.percent)
        : centsToDollars(code.off.cents),
    startsOn: code?.startsOn ?? '',
    endsOn: code?.endsOn ?? '',
    totalUses: countText(code?.totalUses ?? null),
    usesPerFamily: countText(code?.usesPerFamily ?? null),
    active: code?.active ?? true,
  }
}

/** A percentage as typed, or dollars in cents; null for dollars that are not an amount off. */
function amountOff(unit: AmountOff['unit'], text: string): AmountOff | null {
  if (unit === 'percent') return { unit, percent: text.trim() === '' ? Number.NaN : Number(text) }
  const plain = text.trim().replace(/^\$/, '').replaceAll(',', '')
  const cents = DOLLARS_TEXT.test(plain) ? dollarsToCents(Number(plain)) : 0
  return cents >= 1 ? { unit, cents } : null
}

const optionalCount = (text: string) => (text.trim() === '' ? null : Number(text))

export type PlatformCodeReading =
  | { ok: true; input: PlatformCodeInput }
  | { ok: false; messages: Partial<Record<PlatformCodeField, string>> }

/**
 * The form as the request to send, checked by the server's own schema, each refusal under the
 * field it names; dollars the schema cannot read (it counts cents) get the form's own sentence.
 */
export function readPlatformCodeForm(values: PlatformCodeFormValues): PlatformCodeReading {
  const off = amountOff(values.offUnit, values.off)
  const parsed = platformCodeInputSchema.safeParse({
    kind: 'discount',
    code: values.code,
    off,
    startsOn: values.startsOn || null,
    endsOn: values.endsOn || null,
    totalUses: optionalCount(values.totalUses),
    usesPerFamily: optionalCount(values.usesPerFamily),
    active: values.active,
  })
  if (parsed.success && off) return { ok: true, input: parsed.data }
  const messages: Partial<Record<PlatformCodeField, string>> = {}
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '') as PlatformCodeField
    messages[field] ??= issue.message
  }
  if (!off) messages.off = AMOUNT_OFF_DOLLARS
  return { ok: false, messages }
}
