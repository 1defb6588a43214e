import { type AmountOff, centsToDollars, dollarsToCents } from '@afc/contracts'
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'

/** What a pricing form turns into: the request body, or a message for each field refused. */
export type FormReading<Input, Field extends string> =
  | { ok: true; input: Input }
  | { ok: false; messages: Partial<Record<Field, string>> }

/** A rule or code is for all of the provider's activities, or for the ones ticked. */
export type AppliesTo = 'all' | 'chosen'
export type AmountUnit = AmountOff['unit']

export const AMOUNT_OFF_DOLLARS = 'Enter an amount in dollars, more than 0'

const DOLLARS_TEXT = /^\d+(\.\d{1,2})?$/

/**
 * '12', '12.5' or '$1,012.50' in whole cents; null for anything that is not an amount. No ceiling
 * here: the contract's own sentence says how much is too much.
 */
export function centsOfDollarsText(text: string): number | null {
  const plain = text.trim().replace(/^\$/, '').replaceAll(',', '')
  return DOLLARS_TEXT.test(plain) ? dollarsToCents(Number(plain)) : null
}

/** A whole-number field as typed: empty is not a number, so the schema says what is wanted. */
export function numberOfText(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text)
}

/** A count field left empty for 'no limit'. */
export function optionalNumberOfText(text: string): number | null {
  return text.trim() === '' ? null : Number(text)
}

/** An amount off as its field shows it: '10' for 10%, '12.50' for $12.50. */
export function amountText(off: AmountOff): string {
  return off.unit === 'percent' ? String(off.percent) : centsToDollars(off.cents)
}

/** A percentage as typed, or dollars in cents; null when the dollars are not an amount off. */
export function amountOffOfText(unit: AmountUnit, text: string): AmountOff | null {
  if (unit === 'percent') return { unit, percent: numberOfText(text) }
  const cents = centsOfDollarsText(text)
  return cents === null || cents < 1 ? null : { unit, cents }
}

/**
 * The first message for each field of the form, from the contract schema's issues: the forms
 * name their fields as the request does, so an issue's first path segment is the field.
 */
export function messagesOf<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<Field, string>> {
  const messages: Partial<Record<Field, string>> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as Field
    messages[field] ??= issue.message
  }
  return messages
}

/** A react-hook-form resolver from a pure reading of the form, so the reading can be tested alone. */
export function readingResolver<Values extends FieldValues, Input>(
  read: (values: Values) => FormReading<Input, Extract<keyof Values, string>>,
): Resolver<Values, unknown, Input> {
  return (values) => {
    const reading = read(values)
    if (reading.ok) return { values: reading.input, errors: {} }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const [field, message] of Object.entries(reading.messages)) {
      if (typeof message === 'string') errors[field] = { type: 'validate', message }
    }
    return { values: {}, errors: errors as FieldErrors<Values> }
  }
}
