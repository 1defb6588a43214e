// Money, apart from the ledger (which other modules reach through ledger/index.ts): the family's
// checkout and the offline test checkout, Stripe's webhook, the admin's list of payments, and the
// jobs that handle the processor's events and send refunds. These call bookings' transitions.
export { adminPaymentRoutes } from './admin/routes.ts'
export { startCheckout } from './checkout/checkout-service.ts'
export { checkoutRoutes } from './checkout/routes.ts'
export { creditRoutes } from './credit/routes.ts'
export { webhookRoutes } from './events/webhook-routes.ts'
export { paymentJobs } from './jobs.ts'
export {
  NOT_COLLECTED,
  RECOVERED,
  readPlanPayments,
  sumPlanPayments,
} from './plans/plan-collection.ts'
export { planRoutes } from './plans/routes.ts'
