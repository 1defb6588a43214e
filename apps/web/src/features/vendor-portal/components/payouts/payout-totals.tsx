import type { Earnings } from '@afc/contracts'
import { Banknote, Percent, Undo2, Wallet } from 'lucide-react'
import { StatCard } from '@/components/stat-card'
import { formatRevenue } from '@/lib/money'

/** Gross, fees, refunds and net of the range, as the dashboard shows its numbers. */
export function PayoutTotals({ totals }: { totals: Earnings }) {
  const payments = totals.payments === 1 ? '1 payment' : `${totals.payments} payments`
  return (
    <section aria-label="Totals" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard
        label="Gross"
        value={formatRevenue(totals.grossCents)}
        note={`What families paid, and the platform for its codes: ${payments}`}
        icon={Banknote}
      />
      <StatCard
        label="Platform fees"
        value={formatRevenue(totals.feeCents)}
        note="Less fees given back on refunds"
        icon={Percent}
      />
      <StatCard
        label="Refunds"
        value={formatRevenue(totals.refundedCents)}
        note="Given back to families"
        icon={Undo2}
      />
      <StatCard
        label="Net"
        value={formatRevenue(totals.netCents)}
        note="Yours, after refunds and the platform fee"
        icon={Wallet}
      />
    </section>
  )
}
