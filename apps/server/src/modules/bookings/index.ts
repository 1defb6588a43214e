// What other modules may use of bookings: telling families and providers about cancellations.
export { type NoticeMail, sendCancellationNotices } from './booking-notices.ts'
