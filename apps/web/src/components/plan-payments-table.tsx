import {
  type CountedSum,
  formatMoney,
  formatRevenue,
  PLAN_COLLECTION_STATE_WORDS,
  type PlanCollectionRow,
} from '@afc/contracts'
import { formatSessionDate } from '@/lib/session-time'
import { ResponsiveTable, type TableColumn } from './responsive-table'
import { Badge } from './ui/badge'

const DANGER = new Set<PlanCollectionRow['state']>(['retrying', 'waiting_for_family'])

function tryLine(payment: PlanCollectionRow, timeZone: string) {
  if (payment.attempts === 0) return 'Not tried yet'
  const tries = payment.attempts === 1 ? '1 try' : `${payment.attempts} tries`
  return payment.nextAttemptAt
    ? `${tries} · next ${formatSessionDate(payment.nextAttemptAt, timeZone)}`
    : tries
}

function columnsOf(timeZone: string, showProvider: boolean): TableColumn<PlanCollectionRow>[] {
  return [
    {
      header: 'Family',
      cell: (payment) => (
        <span className="grid">
          <span className="font-medium">{payment.familyName}</span>
          <span className="text-muted-foreground text-xs">{payment.activityTitle}</span>
        </span>
      ),
    },
    ...(showProvider
      ? [{ header: 'Provider', cell: (p: PlanCollectionRow) => p.providerName }]
      : []),
    {
      header: 'Payment',
      cell: (payment) => `${payment.seq} of ${payment.paymentCount}`,
    },
    {
      header: 'Due',
      cell: (payment) => formatSessionDate(payment.dueAt, timeZone),
      className: 'whitespace-nowrap',
    },
    {
      header: 'Amount',
      cell: (payment) => formatMoney(payment.amountCents),
      className: 'text-right tabular-nums',
    },
    {
      header: 'State',
      cell: (payment) => (
        <Badge variant={DANGER.has(payment.state) ? 'destructive' : 'secondary'}>
          {PLAN_COLLECTION_STATE_WORDS[payment.state]}
        </Badge>
      ),
    },
    {
      header: 'Tries',
      cell: (payment) =>
        payment.state === 'recovered' && payment.paidAt
          ? `Paid ${formatSessionDate(payment.paidAt, timeZone)} after ${payment.attempts} ${payment.attempts === 1 ? 'try' : 'tries'}`
          : tryLine(payment, timeZone),
      wide: true,
    },
  ]
}

interface PlanPaymentsTableProps {
  payments: readonly PlanCollectionRow[]
  label: string
  timeZone: string
  /** The admin's report names each payment's provider; a provider's own does not. */
  showProvider?: boolean
}

/** Payments of families' plans, one row per booking and due date; cards on a phone. */
export function PlanPaymentsTable({
  payments,
  label,
  timeZone,
  showProvider = false,
}: PlanPaymentsTableProps) {
  return (
    <ResponsiveTable
      rows={payments}
      columns={columnsOf(timeZone, showProvider)}
      rowKey={(payment) => payment.paymentId}
      label={label}
      minWidth="min-w-[48rem]"
    />
  )
}

/** '3 payments · $180.00'. */
export const countedSum = (sum: CountedSum) =>
  `${sum.payments} ${sum.payments === 1 ? 'payment' : 'payments'} · ${formatRevenue(sum.cents)}`
