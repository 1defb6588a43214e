// @one-database: the price quote is arithmetic on rows already read, with no database.
import { priceQuoteSchema } from '@afc/contracts'
import { describe, expect, it } from 'vitest'
import {
  priceQuote,
  type QuoteChild,
  type QuoteCode,
  type QuoteRules,
  repriceAfterCancelling,
} from './price-quote.ts'

const NOW = new Date('2027-02-01T12:00:00Z')
const LATER = new Date('2027-03-01T05:59:00Z')

const AVA = '00000000-0000-4000-8000-00000000000a'
const BEN = '00000000-0000-4000-8000-00000000000b'
const CAL = '00000000-0000-4000-8000-00000000000c'
const DEE = '00000000-0000-4000-8000-00000000000d'
const BROTHER = '00000000-0000-4000-8000-00000000000e'

const term = (childId: string, cents = 20_000, extras: QuoteChild['extras'] = []): QuoteChild => ({
  childId,
  base: { kind: 'term', label: 'Spring 2027', amountCents: cents },
  extras,
})
const noRules: QuoteRules = { earlyBirds: [], siblings: [], severalBookings: [] }
const firstBooking = { childrenBookedBefore: [], bookingsAlreadyMade: 0 }
const ladder: QuoteRules['siblings'][number] = {
  secondChild: { unit: 'percent', percent: 10 },
  laterChildren: { unit: 'percent', percent: 15 },
}
const providerCode = (off: QuoteCode['off']): QuoteCode => ({
  code: 'SPRING',
  kind: 'discount',
  off,
  paidBy: 'provider',
})
/** Each line as [label, amount], to compare with the worked figures. */
const shown = (quote: ReturnType<typeof priceQuote>) =>
  quote.lines.map((line) => [line.label, line.amountCents])

/*
 * Worked examples, by hand.
 *
 * A. Three siblings enrol in a $200.00 term with an early-bird price of $180.00, Ava with after
 *    care ($4.50 x 10 sessions = $45.00); the provider's ladder is 10% off the 2nd child and 15%
 *    off the 3rd and later; the provider's code SPRING takes 10% off.
 *      base        Ava 200.00   Ben 200.00   Cal 200.00             600.00
 *      extras      Ava  45.00                                        645.00
 *      early bird  Ava −20.00   Ben −20.00   Cal −20.00              585.00
 *      so far      Ava 225.00   Ben 180.00   Cal 180.00
 *      siblings    Ava is the dearest, so 1st; Ben 2nd: 10% of 180.00 = −18.00;
 *                  Cal 3rd: 15% of 180.00 = −27.00                   540.00
 *      code        10% of 540.00 = −54.00                            486.00
 *    The family pays $486.00; the platform pays nothing.
 *
 * B. Dee, whose brother already has a place this season, takes a $200.00 term with the
 *    platform's scholarship code CITYKIDS (100%, paid by the platform).
 *      base        200.00
 *      siblings    Dee is the 2nd child: 10% of 200.00 = −20.00     180.00
 *      code        100% of 180.00 = −180.00                            0.00
 *    The family pays $0.00 (and the fee on it is $0.00); the platform pays the provider $180.00.
 *
 * C. Ava, Ben and Cal paid for a $200.00 term with the ladder and a $30.00 code:
 *      200.00 + (200.00 − 20.00) + (200.00 − 30.00) − 30.00 = 520.00 paid.
 *    Ben, the 2nd child, is cancelled. Ava stays 1st, Cal becomes the 2nd child:
 *      200.00 + (200.00 − 20.00) − 30.00 = 350.00 for what stays.
 *    Refund: 520.00 − 350.00 = $170.00 (Ben's 180.00 less the 10.00 of Cal's discount reversed).
 */
describe('the worked examples', () => {
  it('A: three siblings in an early-bird term with a provider code', () => {
    const quote = priceQuote({
      children: [
        term(AVA, 20_000, [{ label: 'After care', amountCents: 4_500 }]),
        term(BEN),
        term(CAL),
      ],
      rules: {
        earlyBirds: [{ price: { unit: 'price', cents: 18_000 }, endsAt: LATER }],
        siblings: [ladder],
        severalBookings: [],
      },
      family: firstBooking,
      code: providerCode({ unit: 'percent', percent: 10 }),
      now: NOW,
    })
    expect(shown(quote)).toEqual([
      ['Spring 2027', 20_000],
      ['Spring 2027', 20_000],
      ['Spring 2027', 20_000],
      ['After care', 4_500],
      ['Early-bird price', -2_000],
      ['Early-bird price', -2_000],
      ['Early-bird price', -2_000],
      ['Sibling discount (2nd child)', -1_800],
      ['Sibling discount (3rd child)', -2_700],
      ['Code SPRING', -5_400],
    ])
    expect(quote.lines.filter((l) => l.kind === 'siblings').map((l) => l.childId)).toEqual([
      BEN,
      CAL,
    ])
    expect(quote.totalCents).toBe(48_600)
    expect(quote.platformCostCents).toBe(0)
    // What the family is shown is the contract's quote answer, line for line.
    expect(priceQuoteSchema.parse(quote)).toEqual({ lines: quote.lines, totalCents: 48_600 })
  })

  it('B: a platform code on a scholarship place', () => {
    const quote = priceQuote({
      children: [term(DEE)],
      rules: { ...noRules, siblings: [ladder] },
      family: { childrenBookedBefore: [BROTHER], bookingsAlreadyMade: 1 },
      code: {
        code: 'CITYKIDS',
        kind: 'scholarship',
        off: { unit: 'percent', percent: 100 },
        paidBy: 'platform',
      },
      now: NOW,
    })
    expect(shown(quote)).toEqual([
      ['Spring 2027', 20_000],
      ['Sibling discount (2nd child)', -2_000],
      ['Scholarship place (CITYKIDS)', -18_000],
    ])
    expect(quote.totalCents).toBe(0)
    expect(quote.platformCostCents).toBe(18_000)
  })

  it('C: cancelling the 2nd of 3 children', () => {
    const booked = {
      rules: { ...noRules, siblings: [ladder] },
      family: firstBooking,
      code: providerCode({ unit: 'cents', cents: 3_000 }),
      now: NOW,
    }
    const paid = priceQuote({ ...booked, children: [term(AVA), term(BEN), term(CAL)] })
    expect(paid.totalCents).toBe(52_000)
    const { quote, refundCents } = repriceAfterCancelling({
      paidCents: paid.totalCents,
      staying: { ...booked, children: [term(AVA), term(CAL)] },
    })
    expect(shown(quote)).toEqual([
      ['Spring 2027', 20_000],
      ['Spring 2027', 20_000],
      ['Sibling discount (2nd child)', -2_000],
      ['Code SPRING', -3_000],
    ])
    expect(quote.totalCents).toBe(35_000)
    expect(refundCents).toBe(17_000)
  })
})
