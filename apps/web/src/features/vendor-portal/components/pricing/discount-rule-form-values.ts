import {
  centsToDollars,
  type DescribableRule,
  type DiscountRule,
  type DiscountRuleKind,
  discountRuleInputSchema,
  type EarlyBirdPrice,
} from '@afc/contracts'
import {
  AMOUNT_OFF_DOLLARS,
  type AmountUnit,
  type AppliesTo,
  amountOffOfText,
  amountText,
  centsOfDollarsText,
  type FormReading,
  messagesOf,
  numberOfText,
} from './pricing-form-checks'

/**
 * The rule form as typed: amounts as text, money in dollars, the early bird's end as a date
 * (`until`, the request's name, so the server's message for it lands there) and a time.
 */
export interface DiscountRuleFormValues {
  kind: DiscountRuleKind
  secondChildUnit: AmountUnit
  secondChild: string
  laterChildrenUnit: AmountUnit
  laterChildren: string
  percent: string
  fromBookings: string
  priceUnit: EarlyBirdPrice['unit']
  price: string
  until: string
  untilTime: string
  appliesTo: AppliesTo
  activityIds: string[]
}
type RuleField = keyof DiscountRuleFormValues

/** A term's price field says the same. */
export const EARLY_PRICE_DOLLARS = 'Enter an amount in dollars, 0 or more'

const blank: DiscountRuleFormValues = {
  kind: 'siblings',
  secondChildUnit: 'percent',
  secondChild: '',
  laterChildrenUnit: 'percent',
  laterChildren: '',
  percent: '',
  fromBookings: '2',
  priceUnit: 'price',
  price: '',
  until: '',
  untilTime: '23:59',
  appliesTo: 'all',
  activityIds: [],
}

/** What the form starts with: the rule being changed, or a new sibling discount. */
export function discountRuleFormValues(rule?: DiscountRule): DiscountRuleFormValues {
  if (!rule) return blank
  const scope = {
    appliesTo: rule.activityIds === null ? 'all' : 'chosen',
    activityIds: rule.activityIds ?? [],
  } as const
  switch (rule.kind) {
    case 'siblings':
      return {
        ...blank,
        ...scope,
        kind: rule.kind,
        secondChildUnit: rule.secondChild.unit,
        secondChild: amountText(rule.secondChild),
        laterChildrenUnit: rule.laterChildren.unit,
        laterChildren: amountText(rule.laterChildren),
      }
    case 'several_bookings':
      return {
        ...blank,
        ...scope,
        kind: rule.kind,
        percent: String(rule.percent),
        fromBookings: String(rule.fromBookings),
      }
    case 'early_bird': {
      const [until = '', untilTime = ''] = rule.until.split('T')
      return {
        ...blank,
        ...scope,
        kind: rule.kind,
        priceUnit: rule.price.unit,
        price:
          rule.price.unit === 'price'
            ? centsToDollars(rule.price.cents)
            : String(rule.price.percent),
        until,
        untilTime,
      }
    }
  }
}

function earlyBirdPrice(unit: EarlyBirdPrice['unit'], text: string): EarlyBirdPrice | null {
  if (unit === 'percent') return { unit, percent: numberOfText(text) }
  const cents = centsOfDollarsText(text)
  return cents === null ? null : { unit, cents }
}

/**
 * The form as a rule to send, checked by the server's own schema; dollars the schema cannot
 * read (it counts cents) get the form's sentence instead.
 */
export function readDiscountRuleForm(
  values: DiscountRuleFormValues,
): FormReading<DescribableRule, RuleField> {
  const activityIds = values.appliesTo === 'all' ? null : values.activityIds
  const dollars: Partial<Record<RuleField, string>> = {}
  let body: unknown
  if (values.kind === 'siblings') {
    const secondChild = amountOffOfText(values.secondChildUnit, values.secondChild)
    const laterChildren = amountOffOfText(values.laterChildrenUnit, values.laterChildren)
    if (!secondChild) dollars.secondChild = AMOUNT_OFF_DOLLARS
    if (!laterChildren) dollars.laterChildren = AMOUNT_OFF_DOLLARS
    body = { kind: values.kind, activityIds, secondChild, laterChildren }
  } else if (values.kind === 'several_bookings') {
    body = {
      kind: values.kind,
      activityIds,
      percent: numberOfText(values.percent),
      fromBookings: numberOfText(values.fromBookings),
    }
  } else {
    const price = earlyBirdPrice(values.priceUnit, values.price)
    if (!price) dollars.price = EARLY_PRICE_DOLLARS
    body = {
      kind: values.kind,
      activityIds,
      until: `${values.until}T${values.untilTime}`,
      price,
    }
  }
  const parsed = discountRuleInputSchema.safeParse(body)
  if (parsed.success && Object.keys(dollars).length === 0) return { ok: true, input: parsed.data }
  const messages = parsed.success ? {} : messagesOf(parsed.error.issues)
  return { ok: false, messages: { ...messages, ...dollars } }
}

/** The fields the server may name in a refusal, as the form calls them. */
export const RULE_SERVER_FIELDS = [
  'secondChild',
  'laterChildren',
  'percent',
  'fromBookings',
  'price',
  'until',
  'activityIds',
] as const satisfies readonly RuleField[]
