// What other modules may use of bookings: telling families and providers about cancellations.
export { type BookingNotices, queueCancellationNotices } from './booking-notices.ts'
