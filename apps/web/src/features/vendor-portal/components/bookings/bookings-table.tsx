import type { VendorBooking } from '@afc/contracts'
import type { ReactNode } from 'react'
import { BookingStatusBadge } from '@/components/bookings/booking-status-badge'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { formatMoney } from '@/lib/money'
import { formatSessionDate, formatZonedClockTime } from '@/lib/session-time'
import { cn } from '@/lib/utils'
import { ParticipantList } from './participant-list'

const COLUMNS = ['Session', 'Activity', 'Customer', 'Participants', 'Qty', 'Amount', 'Status']

/** A cell that, on phones where the table becomes cards, says what it holds. */
function Cell({
  label,
  className,
  children,
}: {
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <TableCell
      className={cn('max-md:grid max-md:grid-cols-[6.5rem_1fr] max-md:gap-2 max-md:p-0', className)}
    >
      <span className="text-muted-foreground text-xs md:hidden">{label}</span>
      <div>{children}</div>
    </TableCell>
  )
}

export function BookingsTable({ bookings }: { bookings: VendorBooking[] }) {
  return (
    <div className="rounded-xl md:border md:bg-card">
      <Table className="max-md:block">
        <TableHeader className="max-md:hidden">
          <TableRow>
            {COLUMNS.map((column) => (
              <TableHead key={column}>{column}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody className="max-md:grid max-md:gap-3">
          {bookings.map((booking) => (
            <TableRow
              key={booking.id}
              className="max-md:grid max-md:gap-2 max-md:rounded-xl max-md:border max-md:bg-card max-md:p-4 max-md:border!"
            >
              <Cell label="Session" className="whitespace-nowrap">
                <span className="font-medium">
                  {formatSessionDate(booking.startsAt, booking.timeZone)}
                </span>
                <span className="block text-muted-foreground">
                  {formatZonedClockTime(booking.startsAt, booking.timeZone)}
                </span>
              </Cell>
              <Cell label="Activity">{booking.activityTitle}</Cell>
              <Cell label="Customer">
                <span className="font-medium">{booking.customerName}</span>
                {booking.customerEmail && (
                  <a
                    href={`mailto:${booking.customerEmail}`}
                    className="block text-primary hover:underline max-md:break-all md:whitespace-nowrap"
                  >
                    {booking.customerEmail}
                  </a>
                )}
              </Cell>
              <Cell label="Participants">
                <ParticipantList participants={booking.participants} />
              </Cell>
              <Cell label="Qty" className="tabular-nums">
                {booking.quantity}
              </Cell>
              <Cell label="Amount" className="tabular-nums">
                {formatMoney(booking.totalAmountCents)}
              </Cell>
              <Cell label="Status">
                <BookingStatusBadge status={booking.status} />
              </Cell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}
