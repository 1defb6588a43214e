// What other modules may use of bookings: telling families and providers about cancellations.
export { sendCancellationNotices } from './booking-notices.ts'
