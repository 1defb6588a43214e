// What other modules may use of bookings. Only this module writes bookings and their
// participants: the transitions of a booking's life (hold, confirm, expire, cancel), its money
// (payments, refunds, the open checkout), the rule of which bookings take places, the age rule,
// queueing offers where places come free, and the booking mails. Bookings call the price quote of
// `modules/pricing` and own what it reads of bookings: the family's season and a code's uses.
export { ageRuleViolation } from './age-rule.ts'
export { findAlternatives } from './alternatives.ts'
export { type Cancellation, cancelBookings } from './booking-cancellation.ts'
export { extraPlacesTaken } from './booking-extras.ts'
export { confirmBooking, expireHolds, expireOffers, holdPlaces } from './booking-holds.ts'
export {
  clearCheckout,
  recordCheckout,
  recordOutsideRefund,
  recordPayment,
  refundBooking,
} from './booking-money.ts'
export { NOT_TAKING_PAYMENTS } from './booking-quote.ts'
export { codeUsesTaken } from './code-uses.ts'
export { forgetChild, forgetFamily } from './forget-family.ts'
export { queueWaitlistOffers, WAITLIST_OFFERS_JOB } from './freed-places.ts'
export { joiningOpen } from './joining-open.ts'
export {
  ACTIVE_BOOKING_STATUSES,
  coversSession,
  placesTaken,
  placesTakenIn,
  seatsIn,
  someoneWaits,
  takesPlaces,
} from './places-taken.ts'
export { currentLines, readPriceLines } from './price-lines.ts'
export {
  lateJoiningRefusal,
  TERM_CALLED_OFF,
  TERM_OVER,
  TERM_UNAVAILABLE,
} from './term-enrolment-inputs.ts'
export type { EnrolmentMailFacts } from './term-mails.ts'
export { type EndingNotice, queueEnrolmentMails } from './term-notices.ts'
export { holdTermOffer } from './term-offer.ts'
export {
  activityPlanOffer,
  bookingPlanOffer,
  type PlanOffer,
  termPlanOffer,
} from './term-plan.ts'
export {
  cancelTermBookings,
  enrolmentsCovering,
  refundedOf,
  remedyTermSession,
} from './term-remedies.ts'
