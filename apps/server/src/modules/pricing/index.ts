// What other modules may use of pricing (ADR 43): the price quote and its repricing after a
// cancellation, the rules and the family's season it reads, claiming a code's use inside a
// booking's transaction, a code's uses counted, and when an early bird ends at a venue.
export { claimCodeUse } from './code-claim.ts'
export { codeUsesTaken } from './code-uses.ts'
export { localMomentIn } from './local-moment.ts'
export {
  priceQuote,
  type Quote,
  type QuoteChild,
  type QuoteCode,
  type QuoteFamily,
  type QuoteRules,
  repriceAfterCancelling,
} from './price-quote.ts'
export { familySeason, quoteRulesFor } from './quote-context.ts'
export { storedAmountOff, storedEarlyBirdPrice } from './stored-figures.ts'
