// What other modules may use of bookings: telling families and providers about bookings.
export {
  type BookingNotices,
  queueBookingConfirmation,
  queueCancellationNotices,
} from './booking-notices.ts'
export { NOT_TAKING_PAYMENTS } from './booking-service.ts'
