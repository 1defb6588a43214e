import type { VendorBooking } from '@afc/contracts'

/**
 * A spreadsheet program would run a cell that starts with = + - @ as a formula, so such cells
 * get a leading apostrophe (OWASP's advice against CSV injection).
 */
function cell(value: string | number) {
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

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

export function bookingsToCsv(bookings: VendorBooking[]): string {
  const lines = [HEADER.map(cell).join(',')]
  for (const booking of bookings) {
    lines.push(
      [
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
        .map(cell)
        .join(','),
    )
  }
  return `${lines.join('\r\n')}\r\n`
}
