import type { PaymentAccountStatus } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { conflict } from '../../lib/http-problem.ts'
import { localDateAt } from '../../lib/zoned-time.ts'
import {
  type BaseKind,
  priceQuote,
  type Quote,
  type QuoteChild,
  type QuoteFamily,
  type QuoteRules,
  quoteRulesFor,
} from '../pricing/index.ts'
import { previewCredit } from './booking-credit.ts'
import type { ExtraLine } from './booking-extras.ts'
import { recordPlatformCode } from './booking-money.ts'
import { claimCodeUse, previewCode } from './code-claim.ts'
import { familySeason } from './family-season.ts'
import { insertPriceLines, publicLines } from './price-lines.ts'

export const NOT_TAKING_PAYMENTS =
  'This provider is not taking card payments yet, so this activity cannot be booked online. Please try again later.'

/** What a new booking becomes when a code leaves nothing to pay: confirmed, as a free one is. */
export const CONFIRMED_AT_ONCE = {
  status: 'confirmed',
  holdExpiresAt: null,
  paymentStatus: 'none',
} as const

/** Refuses a price to pay where the provider cannot take payments yet. */
export function assertTakingPayments(totalCents: number, account: PaymentAccountStatus) {
  if (totalCents > 0 && account !== 'connected') throw conflict(NOT_TAKING_PAYMENTS)
}

/** Where and when a booking is made, for its rules, its season and a code's days. */
export type QuoteWhere = {
  vendorId: string
  activityId: string
  customerId: string
  /** The booking's first session (an enrolment's: its term's first) and its venue's zone. */
  firstSessionAt: Date
  timeZone: string
  now: Date
}

/** Everything the quote reads but a code: its children, the rules and the family's season. */
export type QuoteInputs = {
  where: QuoteWhere
  children: QuoteChild[]
  rules: QuoteRules
  family: QuoteFamily
}

const isoDate = (date: { year: number; month: number; day: number }) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`

/**
 * The children as the family chose them, in the order they chose them: of children whose places
 * cost the same, the first chosen is counted first for a sibling discount.
 */
export const inChosenOrder = <Kid extends { id: string }>(childIds: string[], kids: Kid[]) =>
  [...kids].sort((a, b) => childIds.indexOf(a.id) - childIds.indexOf(b.id))

/**
 * Each child's place at its base price and with their extras, as the quote takes them.
 * `base` gives a child's place; the extras are the lines priced for the booking.
 */
export function quoteChildren(
  kids: { id: string }[],
  base: (kidId: string) => { kind: BaseKind; label: string; amountCents: number },
  extras: ExtraLine[],
): QuoteChild[] {
  return kids.map((kid) => ({
    childId: kid.id,
    base: base(kid.id),
    extras: extras
      .filter((extra) => extra.childId === kid.id)
      .map((extra) => ({ label: extra.name, amountCents: extra.amountCents })),
  }))
}

/**
 * The one place a booking, an enrolment, an offer and their previews gather what the quote
 * reads: the provider's rules for the activity and the family's season with the provider. A
 * booking calls it under the locks of the places it takes, so the quote agrees with what is held.
 */
export async function gatherQuoteInputs(options: {
  db: Database
  where: QuoteWhere
  children: QuoteChild[]
  /**
   * Outside a transaction (a preview), the two reads go to the pool side by side; a booking's
   * transaction has one connection, so they run one after the other.
   */
  together: boolean
}): Promise<QuoteInputs> {
  const { db, where, children, together } = options
  const readRules = () => quoteRulesFor({ db, activityId: where.activityId })
  const readFamily = () =>
    familySeason({
      db,
      vendorId: where.vendorId,
      customerId: where.customerId,
      firstSessionAt: where.firstSessionAt,
      timeZone: where.timeZone,
    })
  const [rules, family] = together
    ? await Promise.all([readRules(), readFamily()])
    : [await readRules(), await readFamily()]
  return { where, children, rules, family }
}

const quoteOf = (inputs: QuoteInputs, code: Parameters<typeof priceQuote>[0]['code']) =>
  priceQuote({
    children: inputs.children,
    rules: inputs.rules,
    family: inputs.family,
    code,
    now: inputs.where.now,
  })

/** What a quote preview answers: the lines, the total and why a typed code was left out. */
export async function previewQuote(options: {
  db: Database
  inputs: QuoteInputs
  typed: string | undefined
  kids: { id: string; firstName: string }[]
}) {
  const { db, inputs, typed, kids } = options
  const { where } = inputs
  const checked = typed
    ? await previewCode({
        db,
        typed,
        vendorId: where.vendorId,
        activityId: where.activityId,
        customerId: where.customerId,
        today: isoDate(localDateAt(where.now, where.timeZone)),
        children: inputs.children.length,
      })
    : { code: null, refusal: null }
  const quote = quoteOf(inputs, checked.code)
  const credit = await previewCredit({
    db,
    customerId: where.customerId,
    vendorId: where.vendorId,
    dueCents: quote.totalCents,
    now: where.now,
  })
  return {
    lines: publicLines(quote.lines, kids),
    totalCents: quote.totalCents,
    codeRefusal: checked.refusal,
    ...credit,
  }
}

/** The quote before a code: what a new booking is first written with. */
export const draftQuote = (inputs: QuoteInputs) => quoteOf(inputs, null)

/**
 * Once the booking's row is written with its draft price: claims the typed code (refusing the
 * whole booking with its sentence), prices the booking with it, and when the code lowers the
 * price writes the booking's total, and a booking left with nothing to pay is confirmed at once;
 * then writes the lines, and the platform's cost of a platform code once confirmed. All in the
 * booking's transaction.
 */
export async function settleQuote(options: {
  tx: Database
  bookingId: string
  inputs: QuoteInputs
  draft: Quote
  typed: string | undefined
  kids: { id: string; firstName: string }[]
  account: PaymentAccountStatus
}): Promise<{ quote: Quote; confirmedNow: boolean }> {
  const { tx, bookingId, inputs, draft, typed, kids, account } = options
  const { where } = inputs
  let quote = draft
  if (typed) {
    const code = await claimCodeUse({
      tx,
      bookingId,
      typed,
      vendorId: where.vendorId,
      activityId: where.activityId,
      customerId: where.customerId,
      today: isoDate(localDateAt(where.now, where.timeZone)),
      children: inputs.children.length,
    })
    quote = quoteOf(inputs, code)
  }
  assertTakingPayments(quote.totalCents, account)
  const confirmedNow = draft.totalCents > 0 && quote.totalCents === 0
  if (quote.totalCents !== draft.totalCents) {
    await queryRows(
      tx,
      sql`update bookings set total_amount_cents = ${quote.totalCents},
          ${confirmedNow ? sql`status = 'confirmed', hold_expires_at = null, payment_status = 'none',` : sql``}
          updated_at = now()
        where id = ${bookingId}`,
    )
  }
  await insertPriceLines({ db: tx, bookingId, lines: quote.lines, kids })
  // Confirmed at once: a platform code's cost is the provider's now, as a payment would make it.
  if (quote.totalCents === 0 && quote.platformCostCents > 0) {
    await recordPlatformCode({ db: tx, bookingId })
  }
  return { quote, confirmedNow }
}
