import { type AdminPayment, formatRevenue, PENDING_REFERENCE } from '@afc/contracts'
import { FoldedPriceLines } from '@/components/folded-price-lines'
import { ResponsiveTable, type TableColumn } from '@/components/responsive-table'
import { formatMoment } from '../../lib/format'
import { BookingPaymentBadge, PaymentKindBadge } from './payment-badges'
import { RefundDialog } from './refund-dialog'

/** A refund goes out: shown as a negative amount so a column of them reads as money back. */
const signed = (payment: AdminPayment, cents: number) =>
  payment.kind === 'refund' && cents > 0 ? `−${formatRevenue(cents)}` : formatRevenue(cents)

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
          <FoldedPriceLines
            lines={payment.priceLines}
            label={`Price of booking ${payment.bookingId.slice(0, 8)}`}
          />
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
