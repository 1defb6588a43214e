import type { PayoutBooking } from '@afc/contracts'
import { csvStream } from '../../lib/csv.ts'
import { formatLocalDateTime } from '../../lib/zoned-time.ts'

const dollars = (cents: number) => (cents / 100).toFixed(2)

/** The columns of the payouts page's booking table, in the same order. */
function header(timeZone: string) {
  return [
    'Booking',
    `Date paid (${timeZone})`,
    'Activity',
    'Session start (local time)',
    'Family',
    'Places',
    'Paid (USD)',
    'Platform fee (USD)',
    'Refunded (USD)',
    'Net (USD)',
    'Payment status',
    'Discounts (USD)',
    'Code',
  ]
}

function bookingRow(booking: PayoutBooking, timeZone: string): (string | number)[] {
  return [
    booking.bookingId,
    formatLocalDateTime(booking.paidAt, timeZone),
    booking.activityTitle,
    formatLocalDateTime(booking.sessionStartsAt, booking.sessionTimeZone),
    booking.familyName,
    booking.places,
    dollars(booking.paidCents),
    dollars(booking.feeCents),
    dollars(booking.refundedCents),
    dollars(booking.netCents),
    booking.paymentStatus.replaceAll('_', ' '),
    dollars(booking.discountCents),
    booking.code ?? '',
  ]
}

/** One row per booking with money in the range; dates paid on the provider's clock. */
export function payoutsCsvStream(batches: AsyncIterable<PayoutBooking[]>, timeZone: string) {
  async function* rows() {
    for await (const bookings of batches) {
      yield bookings.map((booking) => bookingRow(booking, timeZone))
    }
  }
  return csvStream(header(timeZone), rows())
}
