import { type AdminPayment, formatRevenue, PENDING_REFERENCE } from '@afc/contracts'
import { PriceLines } from '@/components/price-lines'
import { ResponsiveTable, type TableColumn } from '@/components/responsive-table'
import { formatMoment } from '../../lib/format'
import { BookingPaymentBadge, PaymentKindBadge } from './payment-badges'
import { RefundDialog } from './refund-dialog'

/** A refund goes out: shown as a negative amount so a column of them reads as money back. */
const signed = (payment: AdminPayment, cents: number) =>
  payment.kind === 'refund' && cents > 0 ? `−${formatRevenue(cents)}` : formatRevenue(cents)

/** How the booking's price was worked out, folded away: most rows need only the amount. */
function BookingPriceLines({ payment }: { payment: AdminPayment }) {
  if (payment.priceLines.length === 0) return null
  const totalCents = payment.priceLines.reduce((sum, line) => sum + line.amountCents, 0)
  return (
    <details className="mt-1 text-xs">
      <summary className="cursor-pointer text-primary underline-offset-2 hover:underline">
        Price lines
      </summary>
      <PriceLines
        lines={payment.priceLines}
        totalCents={totalCents}
        label={`Price of booking ${payment.bookingId.slice(0, 8)}`}
        className="mt-2 min-w-48 text-xs"
      />
    </details>
  )
}

export function PaymentsTable({ payments }: { payments: AdminPayment[] }) {
  const columns: TableColumn<AdminPayment>[] = [
    {
      header: 'Date',
      className: 'min-w-28',
      cell: (payment) => formatMoment(payment.createdAt),
    },
    { header: 'Kind', cell: (payment) => <PaymentKindBadge kind={payment.kind} /> },
    {
      header: 'Amount',
      className: 'text-right tabular-nums whitespace-nowrap',
      cell: (payment) => signed(payment, payment.amountCents),
    },
    {
      header: 'Fee',
      className: 'text-right tabular-nums whitespace-nowrap',
      cell: (payment) => signed(payment, payment.feeCents),
    },
    {
      header: 'Booking',
      cell: (payment) => (
        <>
          <span className="block font-mono text-xs" title={payment.bookingId}>
            {payment.bookingId.slice(0, 8)}
          </span>
          <BookingPaymentBadge status={payment.bookingPaymentStatus} />
          <span className="block text-muted-foreground text-xs [overflow-wrap:anywhere]">
            {payment.familyEmail ?? 'Account deleted'}
          </span>
          <BookingPriceLines payment={payment} />
        </>
      ),
    },
    {
      header: 'Activity',
      cell: (payment) => (
        <>
          <span className="font-medium">{payment.activity.title}</span>
          <span className="block text-muted-foreground text-xs">
            {payment.provider.businessName}
          </span>
        </>
      ),
    },
    {
      header: 'Reference and reason',
      cell: (payment) => (
        <>
          <span className="block font-mono text-xs [overflow-wrap:anywhere]">
            {payment.reference === PENDING_REFERENCE ? 'Pending' : payment.reference}
          </span>
          {payment.reason && <span className="block">{payment.reason}</span>}
          {payment.adminEmail && (
            <span className="block text-muted-foreground text-xs [overflow-wrap:anywhere]">
              by {payment.adminEmail}
            </span>
          )}
        </>
      ),
    },
    {
      header: 'Actions',
      wide: true,
      cell: (payment) =>
        payment.kind === 'payment' && payment.leftToRefundCents > 0 ? (
          <RefundDialog payment={payment} />
        ) : (
          '—'
        ),
    },
  ]
  return (
    <ResponsiveTable
      label="Payments and refunds"
      rows={payments}
      columns={columns}
      rowKey={(payment) => payment.id}
      minWidth="min-w-[58rem]"
    />
  )
}
