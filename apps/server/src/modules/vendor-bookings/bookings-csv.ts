import type { VendorBooking } from '@afc/contracts'
import { csvStream } from '../../lib/csv.ts'

function localDateTime(iso: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso))
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`
}

const HEADER = [
  'Booking',
  'Activity',
  'Session (local time)',
  'Time zone',
  'Status',
  'Participants',
  'Participant names',
  'Notes',
  'Customer',
  'Customer email',
  'Amount (USD)',
  'Booked at (UTC)',
]

function bookingRow(booking: VendorBooking): (string | number)[] {
  return [
    booking.id,
    booking.activityTitle,
    localDateTime(booking.startsAt, booking.timeZone),
    booking.timeZone,
    booking.status,
    booking.quantity,
    booking.participants.map((p) => `${p.firstName} ${p.lastName}`).join('; '),
    booking.participants
      .filter((p) => p.notes)
      .map((p) => `${p.firstName}: ${p.notes}`)
      .join('; '),
    booking.customerName,
    booking.customerEmail ?? '',
    (booking.totalAmountCents / 100).toFixed(2),
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
