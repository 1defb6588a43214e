import type { VendorToCollect } from '@afc/contracts'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { countedSum, PlanPaymentsTable } from '@/components/plan-payments-table'
import { QueryError } from '@/components/query-error'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { toCollectCsvUrl, usePlansToCollect } from '../../api/get-plans-to-collect'
import { PayoutPager } from './payout-pager'

const TOTALS: [string, keyof VendorToCollect['totals']][] = [
  ['Due, not yet charged', 'due'],
  ['Failed, retrying', 'retrying'],
  ['Waiting for the family', 'waitingForFamily'],
  ['Due later', 'upcoming'],
  ['All to collect', 'all'],
]

/**
 * 'Still to collect': what families owe on their payment plans, per booking and due date (due,
 * failed and being retried, waiting for the family, due later), with the totals of each and
 * a CSV of them all. Paid payments move to the earnings above on the day they are paid.
 */
export function ToCollectSection() {
  const [page, setPage] = useState(1)
  const plans = usePlansToCollect(page)
  const data = plans.data
  return (
    <section aria-labelledby="to-collect-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="to-collect-heading" className="font-semibold text-xl">
            Still to collect
          </h2>
          <p className="text-muted-foreground text-sm">
            Payments of families' plans not yet collected. A failed payment is tried again 3 and 7
            days after it fails.
          </p>
        </div>
        {data && data.totals.all.payments > 0 && (
          <Button asChild variant="outline" size="sm">
            <a href={toCollectCsvUrl} download>
              <Download aria-hidden="true" />
              Download CSV of payments to collect
            </a>
          </Button>
        )}
      </div>
      {plans.isPending && <Skeleton className="h-24 w-full rounded-xl" />}
      {plans.isError && (
        <QueryError error={plans.error} what="the payments to collect" onRetry={plans.refetch} />
      )}
      {data && data.totals.all.payments === 0 && (
        <p className="rounded-xl border bg-card p-4 text-muted-foreground text-sm">
          Nothing to collect: no family is paying you by a plan right now.
        </p>
      )}
      {data && data.totals.all.payments > 0 && (
        <>
          <dl
            aria-label="Totals still to collect"
            className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-4 text-sm lg:grid-cols-5"
          >
            {TOTALS.map(([label, key]) => (
              <div key={key} className="grid gap-0.5">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-semibold tabular-nums">{countedSum(data.totals[key])}</dd>
              </div>
            ))}
          </dl>
          <PlanPaymentsTable
            payments={data.items.items}
            label="Plan payments still to collect"
            timeZone={data.timeZone}
          />
          <PayoutPager
            page={data.items.page}
            pageCount={data.items.pageCount}
            total={data.items.total}
            onPage={setPage}
            label="Pages of payments to collect"
            noun="payments"
          />
        </>
      )}
    </section>
  )
}
