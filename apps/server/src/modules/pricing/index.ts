// What other modules may use of pricing (ADR 43): the price quote and its repricing after a
// cancellation, claiming a code's use inside a booking's transaction, and a code's uses counted.
export { claimCodeUse } from './code-claim.ts'
export { codeUsesTaken } from './code-uses.ts'
export {
  priceQuote,
  type Quote,
  type QuoteChild,
  type QuoteCode,
  type QuoteFamily,
  type QuoteRules,
  repriceAfterCancelling,
} from './price-quote.ts'
