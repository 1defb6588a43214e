import { type AmountOff, type EarlyBirdPrice, type PriceLine, shareOfCents } from '@afc/contracts'

/**
 * What a child's place is: the whole term, a late joiner's share, one drop-in, one trial, or a
 * session booked on its own.
 */
export type BaseKind = 'term' | 'late_join' | 'drop_in' | 'trial' | 'session'

export type QuoteChild = {
  childId: string
  base: { kind: BaseKind; label: string; amountCents: number }
  extras: { label: string; amountCents: number }[]
}

/**
 * The provider's rules that apply to the activity booked; the best of each kind is used. A rule
 * read from its row carries its id, which the booking's lines keep.
 */
export type QuoteRules = {
  /** Early birds with the instant they end at the venue. */
  earlyBirds: { price: EarlyBirdPrice; endsAt: Date; ruleId?: string }[]
  siblings: { secondChild: AmountOff; laterChildren: AmountOff; ruleId?: string }[]
  severalBookings: { percent: number; fromBookings: number; ruleId?: string }[]
}

/** What the family already holds with this provider in the season (ADR 43). */
export type QuoteFamily = {
  /**
   * The children of the family's other bookings of the season, in the order they were first
   * booked: they come first, and keep their place when booked again.
   */
  childrenBookedBefore: string[]
  /** The family's other bookings of the season. */
  bookingsAlreadyMade: number
}

export type QuoteCode = {
  code: string
  kind: 'discount' | 'scholarship'
  off: AmountOff
  /** A platform code lowers what the family pays at the platform's cost. */
  paidBy: 'provider' | 'platform'
  /** The code's row, which the booking's code line keeps. */
  codeId?: string
}

/** A line of the quote, with the rule or code it came from (stored, not shown). */
export type QuoteLine = PriceLine & { ruleId?: string; codeId?: string }

export type Quote = {
  lines: QuoteLine[]
  /** What the family pays, never below 0. */
  totalCents: number
  /** What a platform code takes off, paid to the provider by the platform. */
  platformCostCents: number
}

/** An amount off what something costs so far, rounded half up and never more than it. */
function amountOff(off: AmountOff, ofCents: number): number {
  const cents =
    off.unit === 'percent'
      ? shareOfCents({ cents: ofCents, part: off.percent, whole: 100 })
      : off.cents
  return Math.min(cents, ofCents)
}

function earlyBirdOff(price: EarlyBirdPrice, baseCents: number): number {
  if (price.unit === 'price') return Math.max(0, baseCents - price.cents)
  return amountOff(price, baseCents)
}

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'
  return `${n}${suffix}`
}

type Candidate = { off: number; ruleId?: string | undefined }
type DiscountKind = 'early_bird' | 'siblings' | 'several_bookings'

/** The candidate that takes the most off (the first of equals), or nothing off. */
const best = (candidates: Candidate[]): Candidate =>
  candidates.reduce<Candidate>((top, next) => (next.off > top.off ? next : top), { off: 0 })

const fromRule = (ruleId: string | undefined) => (ruleId ? { ruleId } : {})

/**
 * The price of one booking, line by line, in the fixed order: base, extras, early bird,
 * siblings, several bookings, code (ADR 43). Each discount applies to what the child (or the
 * booking) costs so far, so none takes it below $0.00. `now` is the moment the booking is made:
 * a partial cancellation passes the moment it was first booked, to keep its early bird.
 */
export function priceQuote(input: {
  children: QuoteChild[]
  rules: QuoteRules
  family: QuoteFamily
  code: QuoteCode | null
  now: Date
}): Quote {
  const { children, rules, family, code, now } = input
  const lines: QuoteLine[] = []
  const costs = new Map<string, number>()
  const add = (line: QuoteLine) => {
    if (line.amountCents === 0 && line.kind !== 'base') return
    lines.push(line)
    if (line.childId) costs.set(line.childId, (costs.get(line.childId) ?? 0) + line.amountCents)
  }
  const addBest = (
    kind: DiscountKind,
    label: string,
    childId: string | undefined,
    candidates: Candidate[],
  ) => {
    const chosen = best(candidates)
    add({
      kind,
      label,
      amountCents: -chosen.off,
      ...(childId ? { childId } : {}),
      ...fromRule(chosen.ruleId),
    })
  }

  for (const { childId, base } of children) {
    add({ kind: 'base', label: base.label, amountCents: base.amountCents, childId })
  }
  for (const { childId, extras } of children) {
    for (const extra of extras) add({ kind: 'extra', ...extra, childId })
  }

  const earlyBirds = rules.earlyBirds.filter(({ endsAt }) => now.getTime() <= endsAt.getTime())
  for (const { childId, base } of children) {
    if (base.kind !== 'term') continue
    addBest(
      'early_bird',
      'Early-bird price',
      childId,
      earlyBirds.map(({ price, ruleId }) => ({
        off: earlyBirdOff(price, base.amountCents),
        ruleId,
      })),
    )
  }

  // Children booked before keep their place; of the new ones the dearest is counted first, so
  // discounts fall on the cheaper places.
  const before = family.childrenBookedBefore
  const newcomers = children
    .filter(({ childId }) => !before.includes(childId))
    .sort((a, b) => (costs.get(b.childId) ?? 0) - (costs.get(a.childId) ?? 0))
  const placeOf = (childId: string) =>
    before.includes(childId)
      ? before.indexOf(childId) + 1
      : before.length + newcomers.findIndex((c) => c.childId === childId) + 1
  for (const { childId } of children) {
    const place = placeOf(childId)
    const cost = costs.get(childId) ?? 0
    const fromRules =
      place < 2
        ? []
        : rules.siblings.map((rule) => ({
            off: amountOff(place === 2 ? rule.secondChild : rule.laterChildren, cost),
            ruleId: rule.ruleId,
          }))
    addBest('siblings', `Sibling discount (${ordinal(place)} child)`, childId, fromRules)
  }

  const subtotal = () => lines.reduce((sum, line) => sum + line.amountCents, 0)
  const bookingNumber = family.bookingsAlreadyMade + 1
  addBest(
    'several_bookings',
    `Several bookings discount (${ordinal(bookingNumber)} booking this season)`,
    undefined,
    rules.severalBookings
      .filter(({ fromBookings }) => bookingNumber >= fromBookings)
      .map(({ percent, ruleId }) => ({
        off: amountOff({ unit: 'percent', percent }, subtotal()),
        ruleId,
      })),
  )

  let platformCostCents = 0
  if (code) {
    const off = amountOff(code.off, subtotal())
    const label =
      code.kind === 'scholarship' ? `Scholarship place (${code.code})` : `Code ${code.code}`
    add({ kind: 'code', label, amountCents: -off, ...(code.codeId ? { codeId: code.codeId } : {}) })
    if (code.paidBy === 'platform') platformCostCents = off
  }
  return { lines, totalCents: subtotal(), platformCostCents }
}

/**
 * Cancelling some children of a booking: the children who stay are priced again under the same
 * rules, code and moment, and the refund is what was paid less their new price, never negative.
 */
export function repriceAfterCancelling(input: {
  paidCents: number
  staying: Parameters<typeof priceQuote>[0]
}): { quote: Quote; refundCents: number } {
  const quote = priceQuote(input.staying)
  return { quote, refundCents: Math.max(0, input.paidCents - quote.totalCents) }
}
