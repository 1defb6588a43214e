import {
  allergyAlertText,
  type BookingKind,
  priceLineText,
  type VendorBooking,
} from '@afc/contracts'
import { csvStream } from '../../lib/csv.ts'
import { formatLocalDateTime } from '../../lib/zoned-time.ts'

const KIND_LABELS: Record<BookingKind, string> = {
  single: 'Single',
  term: 'Term',
  drop_in: 'Drop-in',
  trial: 'Trial',
}

const HEADER = [
  'Booking',
  'Activity',
  'Kind',
  'Term',
  'Session (local time)',
  'Time zone',
  'Status',
  'Participants',
  'Participant names',
  'Notes',
  'Answers',
  'Allergy alerts',
  'Customer',
  'Customer email',
  'Amount (USD)',
  'Price lines',
  'Booked at (UTC)',
]

function bookingRow(booking: VendorBooking): (string | number)[] {
  return [
    booking.id,
    booking.activityTitle,
    KIND_LABELS[booking.kind],
    booking.termName ?? '',
    formatLocalDateTime(booking.startsAt, booking.timeZone),
    booking.timeZone,
    booking.status,
    booking.quantity,
    booking.participants.map((p) => `${p.firstName} ${p.lastName}`).join('; '),
    booking.participants
      .filter((p) => p.notes)
      .map((p) => `${p.firstName}: ${p.notes}`)
      .join('; '),
    booking.participants
      .flatMap((p) => p.answers.map((a) => `${p.firstName}: ${a.question} ${a.answer}`))
      .join('; '),
    booking.participants
      .flatMap((p) => p.allergyAlerts.map((alert) => `${p.firstName}: ${allergyAlertText(alert)}`))
      .join('; '),
    booking.customerName,
    booking.customerEmail ?? '',
    (booking.totalAmountCents / 100).toFixed(2),
    booking.priceLines.map(priceLineText).join('; '),
    booking.bookedAt,
  ]
}

/** The bookings as a CSV stream, one batch of rows at a time. */
export function bookingsCsvStream(batches: AsyncIterable<VendorBooking[]>) {
  async function* rows() {
    for await (const bookings of batches) yield bookings.map(bookingRow)
  }
  return csvStream(HEADER, rows())
}
