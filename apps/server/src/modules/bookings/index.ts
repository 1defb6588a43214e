// What other modules may use of bookings: the rule of which bookings take places, the age rule,
// queueing offers where places come free, and telling families and providers about bookings.
export { ageRuleViolation } from './age-rule.ts'
export {
  type BookingNotices,
  queueBookingConfirmation,
  queueCancellationNotices,
} from './booking-notices.ts'
export { NOT_TAKING_PAYMENTS } from './booking-service.ts'
export { queueWaitlistOffers, WAITLIST_OFFERS_JOB } from './freed-places.ts'
export { ACTIVE_BOOKING_STATUSES, someoneWaits, takesPlaces } from './places-taken.ts'
