import type { VendorBooking } from '@afc/contracts'
import { BookingStatusBadge } from '@/components/bookings/booking-status-badge'
import { FoldedPriceLines } from '@/components/folded-price-lines'
import { ResponsiveTable, type TableColumn } from '@/components/responsive-table'
import { formatMoney } from '@/lib/money'
import { formatSessionDate, formatZonedClockTime } from '@/lib/session-time'
import { bookingKindLabel } from '../../lib/booking-kind'
import { ParticipantList } from './participant-list'

const columns: TableColumn<VendorBooking>[] = [
  {
    header: 'Session',
    className: 'whitespace-nowrap',
    cell: (booking) => (
      <>
        <span className="font-medium">{formatSessionDate(booking.startsAt, booking.timeZone)}</span>
        <span className="block text-muted-foreground">
          {formatZonedClockTime(booking.startsAt, booking.timeZone)}
        </span>
      </>
    ),
  },
  { header: 'Activity', cell: (booking) => booking.activityTitle },
  // A term's booking starts at the first session it covers; its kind says it runs on.
  { header: 'Kind', cell: (booking) => bookingKindLabel(booking.kind, booking.termName) },
  {
    header: 'Customer',
    cell: (booking) => (
      <>
        <span className="font-medium">{booking.customerName}</span>
        {booking.customerEmail && (
          <a
            href={`mailto:${booking.customerEmail}`}
            className="block break-all text-primary hover:underline sm:whitespace-nowrap"
          >
            {booking.customerEmail}
          </a>
        )}
      </>
    ),
  },
  {
    header: 'Participants',
    cell: (booking) => <ParticipantList participants={booking.participants} />,
  },
  { header: 'Qty', className: 'tabular-nums', cell: (booking) => booking.quantity },
  {
    header: 'Amount',
    className: 'tabular-nums',
    cell: (booking) => (
      <>
        {formatMoney(booking.totalAmountCents)}
        <FoldedPriceLines
          lines={booking.priceLines}
          label={`Price of ${booking.customerName}'s booking`}
        />
      </>
    ),
  },
  { header: 'Status', cell: (booking) => <BookingStatusBadge status={booking.status} /> },
]

export function BookingsTable({ bookings }: { bookings: VendorBooking[] }) {
  return (
    <ResponsiveTable
      label="Bookings"
      rows={bookings}
      columns={columns}
      rowKey={(booking) => booking.id}
    />
  )
}
