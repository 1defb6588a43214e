// What other modules may use of a provider's pricing: how promo codes are stored and the rules
// every owner's codes follow, so the admin's platform codes keep them too (ADR 43).

export { discountRulesNamed } from './discount-rule-service.ts'
export { codeColumns, toPromoCode } from './promo-code-rows.ts'
export {
  codeNameTaken,
  codeRowsPage,
  deleteUnusedCode,
  lockOwnCode,
  refuseFewerThanUsed,
} from './promo-code-store.ts'
