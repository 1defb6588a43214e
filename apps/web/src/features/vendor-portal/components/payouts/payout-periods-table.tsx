import type { PayoutPeriod, VendorPayouts } from '@afc/contracts'
import { ResponsiveTable, type TableColumn } from '@/components/responsive-table'
import { formatRevenue } from '@/lib/money'

type PeriodRow = VendorPayouts['periods'][number]

const monthName = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const dayName = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/** 'April 2026', or 'Week of Mar 30, 2026': the period's first day is a calendar date. */
export function periodLabel(periodStart: string, period: PayoutPeriod) {
  const day = new Date(`${periodStart}T00:00:00Z`)
  return period === 'month' ? monthName.format(day) : `Week of ${dayName.format(day)}`
}

const money = (header: string, cents: (row: PeriodRow) => number): TableColumn<PeriodRow> => ({
  header,
  className: 'text-right tabular-nums',
  cell: (row) => formatRevenue(cents(row)),
})

export function PayoutPeriodsTable({ payouts }: { payouts: VendorPayouts }) {
  const columns: TableColumn<PeriodRow>[] = [
    {
      header: payouts.period === 'month' ? 'Month' : 'Week',
      className: 'whitespace-nowrap font-medium',
      cell: (row) => periodLabel(row.periodStart, payouts.period),
    },
    { header: 'Payments', className: 'text-right tabular-nums', cell: (row) => row.payments },
    money('Gross', (row) => row.grossCents),
    money('Platform fees', (row) => row.feeCents),
    money('Refunds', (row) => row.refundedCents),
    money('Net', (row) => row.netCents),
  ]
  return (
    <ResponsiveTable
      label={payouts.period === 'month' ? 'Earnings by month' : 'Earnings by week'}
      rows={payouts.periods}
      columns={columns}
      rowKey={(row) => row.periodStart}
    />
  )
}
