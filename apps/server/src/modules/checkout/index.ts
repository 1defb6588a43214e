// Paying for held places: routes, the jobs that handle payment events and tidy lapsed holds.
export { checkoutJobs, EXPIRE_HOLDS_JOB } from './checkout-jobs.ts'
export { startCheckout } from './checkout-service.ts'
export { HANDLE_PAYMENT_EVENT_JOB, receivePaymentEvent } from './payment-events.ts'
export { checkoutRoutes } from './routes.ts'
