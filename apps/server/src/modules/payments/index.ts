// Money: the ledger other modules write payments and refunds to, and the job that sends refunds.
export {
  issueRefund,
  paymentStatusOf,
  recordOutsideRefund,
  recordPayment,
  SEND_REFUND_JOB,
} from './ledger.ts'
export { paymentJobs } from './refund-job.ts'
