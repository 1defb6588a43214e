// What other modules may use of pricing (ADR 43): the price quote and its repricing after a
// cancellation, the provider's rules it reads, why a code cannot be used, the season a day falls
// in, and when an early bird ends at a venue. Pricing reads no bookings: which bookings take
// places, a family's season and a code's uses are the bookings module's, which calls the quote.
export { type CodeStanding, codeRefusal, unknownCode } from './code-refusal.ts'
export { localMomentIn } from './local-moment.ts'
export {
  type BaseKind,
  priceQuote,
  type Quote,
  type QuoteChild,
  type QuoteCode,
  type QuoteFamily,
  type QuoteLine,
  type QuoteRules,
  repriceAfterCancelling,
} from './price-quote.ts'
export { quoteRulesFor, quoteRulesNamed } from './quote-rules.ts'
export { seasonOf } from './season.ts'
export { storedAmountOff, storedEarlyBirdPrice } from './stored-figures.ts'
