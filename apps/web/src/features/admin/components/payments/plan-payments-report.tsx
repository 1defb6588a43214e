import { type AdminPlanView, formatMoney } from '@afc/contracts'
import { useState } from 'react'
import { countedSum, PlanPaymentsTable } from '@/components/plan-payments-table'
import { QueryError } from '@/components/query-error'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useAdminPlanPayments } from '../../api/get-admin-plan-payments'
import { ListPager } from '../list-pager'
import { TableSkeleton } from '../table-skeleton'

const VIEWS: { view: AdminPlanView; label: string; empty: string }[] = [
  { view: 'upcoming', label: 'Upcoming', empty: 'No plan payment is due.' },
  { view: 'failed', label: 'Failed', empty: 'No plan payment has failed.' },
  { view: 'recovered', label: 'Recovered', empty: 'No failed payment has been recovered yet.' },
]

/** Dates in the admin's reports are read on the platform's clock. */
const PLATFORM_ZONE = 'UTC'

/**
 * Families' plan payments across providers: upcoming, failed (with tries and the next retry)
 * and recovered, one view at a time, with the totals of each; and what plans collected, from
 * the plans' rows and from the ledger, which must agree.
 */
export function PlanPaymentsReport() {
  const [view, setView] = useState<AdminPlanView>('upcoming')
  const [page, setPage] = useState(1)
  const plans = useAdminPlanPayments({ view, page })
  const data = plans.data
  const chosen = VIEWS.find((each) => each.view === view) ?? VIEWS[0]
  const agree = data && data.totals.collected.cents === data.totals.ledgerCents
  return (
    <div className="space-y-4">
      {data && (
        <dl
          aria-label="Plan payment totals"
          className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-4 text-sm lg:grid-cols-4"
        >
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Upcoming</dt>
            <dd className="font-semibold tabular-nums">{countedSum(data.totals.upcoming)}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Failed</dt>
            <dd className="font-semibold tabular-nums">{countedSum(data.totals.failed)}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Recovered</dt>
            <dd className="font-semibold tabular-nums">{countedSum(data.totals.recovered)}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Collected on plans</dt>
            <dd className="font-semibold tabular-nums">{countedSum(data.totals.collected)}</dd>
            <dd className={agree ? 'text-muted-foreground text-xs' : 'text-destructive text-xs'}>
              {agree
                ? 'Matches the ledger'
                : `The ledger says ${formatMoney(data.totals.ledgerCents)}`}
            </dd>
          </div>
        </dl>
      )}
      <Tabs
        value={view}
        onValueChange={(next) => {
          setView(next as AdminPlanView)
          setPage(1)
        }}
      >
        <TabsList aria-label="Plan payments to show">
          {VIEWS.map((each) => (
            <TabsTrigger key={each.view} value={each.view}>
              {each.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={view} className="space-y-4">
          {plans.isPending && <TableSkeleton label="Loading plan payments..." />}
          {plans.isError && (
            <QueryError error={plans.error} what="the plan payments" onRetry={plans.refetch} />
          )}
          {data && data.items.length === 0 && (
            <p className="text-muted-foreground text-sm">{chosen?.empty}</p>
          )}
          {data && data.items.length > 0 && (
            <>
              <PlanPaymentsTable
                payments={data.items}
                label={`${chosen?.label} plan payments`}
                timeZone={PLATFORM_ZONE}
                showProvider
              />
              <ListPager
                page={data.page}
                pageCount={data.pageCount}
                total={data.total}
                noun={['payment', 'payments']}
                onPage={setPage}
              />
            </>
          )}
        </TabsContent>
      </Tabs>
    </div>
  )
}
