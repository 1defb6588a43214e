// Money: the ledger the bookings module writes payments and refunds to (it stores the amounts the
// ledger answers on the booking), the job that sends refunds, and how earnings are summed.
export {
  type BookingMoney,
  ledgerOutsideRefund,
  ledgerPayment,
  ledgerRefund,
  paymentStatusOf,
  SEND_REFUND_JOB,
} from './ledger.ts'
export { EARNINGS_COLUMNS, type EarningsRow, earningsOf, NET_AMOUNT } from './ledger-sums.ts'
export { paymentJobs } from './refund-job.ts'
