import { type PaymentStatus, type PayoutBooking, signedRevenue } from '@afc/contracts'
import { ResponsiveTable, type TableColumn } from '@/components/responsive-table'
import { Badge } from '@/components/ui/badge'
import { formatRevenue } from '@/lib/money'
import { formatSessionDate, formatZonedClockTime } from '@/lib/session-time'

const STATUS: Record<PaymentStatus, { label: string; className: string }> = {
  none: { label: 'Not paid', className: 'border-slate-300 bg-slate-50 text-slate-800' },
  pending: { label: 'Awaiting payment', className: 'border-amber-300 bg-amber-50 text-amber-950' },
  paid: { label: 'Paid', className: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  partially_refunded: {
    label: 'Partly refunded',
    className: 'border-sky-300 bg-sky-50 text-sky-900',
  },
  refunded: { label: 'Refunded', className: 'border-red-300 bg-red-50 text-red-900' },
}

const money = (header: string, cents: (row: PayoutBooking) => number) => ({
  header,
  className: 'text-right tabular-nums',
  cell: (row: PayoutBooking) => formatRevenue(cents(row)),
})

function columnsFor(timeZone: string): TableColumn<PayoutBooking>[] {
  return [
    {
      header: 'Paid on',
      className: 'whitespace-nowrap',
      cell: (row) => formatSessionDate(row.paidAt, timeZone),
    },
    {
      header: 'Activity',
      cell: (row) => (
        <>
          <span className="font-medium">{row.activityTitle}</span>
          <span className="block text-muted-foreground">
            {formatSessionDate(row.sessionStartsAt, row.sessionTimeZone)},{' '}
            {formatZonedClockTime(row.sessionStartsAt, row.sessionTimeZone)}
          </span>
        </>
      ),
    },
    { header: 'Family', className: 'whitespace-nowrap', cell: (row) => row.familyName },
    { header: 'Places', className: 'text-right tabular-nums', cell: (row) => row.places },
    {
      header: 'Paid',
      className: 'text-right tabular-nums',
      cell: (row) => (
        <>
          {formatRevenue(row.paidCents)}
          {row.discountCents > 0 && (
            <span className="block text-muted-foreground text-xs whitespace-nowrap">
              {signedRevenue(-row.discountCents)} off{row.code ? ` · ${row.code}` : ''}
            </span>
          )}
        </>
      ),
    },
    money('Fee', (row) => row.feeCents),
    money('Refunded', (row) => row.refundedCents),
    money('Net', (row) => row.netCents),
    {
      header: 'Status',
      cell: (row) => (
        <Badge variant="outline" className={STATUS[row.paymentStatus].className}>
          {STATUS[row.paymentStatus].label}
        </Badge>
      ),
    },
  ]
}

/** Each booking with money in the range; dates paid on the provider's clock. */
export function PayoutBookingsTable(props: { bookings: PayoutBooking[]; timeZone: string }) {
  return (
    <ResponsiveTable
      label="Payments by booking"
      rows={props.bookings}
      columns={columnsFor(props.timeZone)}
      rowKey={(row) => row.bookingId}
      minWidth="min-w-[56rem]"
    />
  )
}
