// The ledger, the part of payments other modules read and write: bookings writes payments, refunds
// and the rows of a booking's discounts (a platform code's cost) through it (and stores the amounts it answers on the booking); earnings are summed from
// it. Account credit is its rows too: bookings spends it in a booking's transaction and offers it
// instead of a refund when a provider cancels. It imports nothing of bookings, so the arrow runs
// one way: the rest of payments calls bookings' transitions, and bookings reaches payments only here.

export {
  type CreditSpent,
  creditLeft,
  creditSpentOn,
  ledgerCreditFor,
  ledgerGrantCredit,
  ledgerSpendCredit,
} from './account-credit.ts'
export { ledgerDiscountEntry, ledgerReturnPlatformCodes } from './discount-entries.ts'
export {
  type BookingMoney,
  feeShareOf,
  ledgerOutsideRefund,
  ledgerPayment,
  ledgerRefund,
  paymentStatusOf,
} from './ledger.ts'
export { EARNINGS_COLUMNS, type EarningsRow, earningsOf, NET_AMOUNT } from './ledger-sums.ts'
export { ledgerOfferChoice } from './refund-choice.ts'
