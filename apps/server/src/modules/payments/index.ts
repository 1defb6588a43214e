// Money: the ledger other modules write payments and refunds to, the job that sends refunds,
// and how earnings are summed from the ledger.
export {
  issueRefund,
  paymentStatusOf,
  recordOutsideRefund,
  recordPayment,
  SEND_REFUND_JOB,
} from './ledger.ts'
export { EARNINGS_COLUMNS, type EarningsRow, earningsOf, NET_AMOUNT } from './ledger-sums.ts'
export { paymentJobs } from './refund-job.ts'
