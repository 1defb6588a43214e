import { ADMIN_PAYMENT_KINDS } from '@afc/contracts'
import { Download, Receipt } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'
import { QueryError } from '@/components/query-error'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/use-document-title'
import { paymentsCsvUrl, useAdminPayments } from '../api/get-admin-payments'
import { ListPager } from '../components/list-pager'
import { CreditsReport } from '../components/payments/credits-report'
import { GiveCreditForm } from '../components/payments/give-credit-form'
import { PaymentFilters } from '../components/payments/payment-filters'
import { PaymentTotals } from '../components/payments/payment-totals'
import { PaymentsTable } from '../components/payments/payments-table'
import { PlanPaymentsReport } from '../components/payments/plan-payments-report'
import { TableSkeleton } from '../components/table-skeleton'
import { useListParams } from '../lib/use-list-params'

export function AdminPaymentsPage() {
  useDocumentTitle('Payments')
  const list = useListParams(ADMIN_PAYMENT_KINDS, { filterName: 'kind' })
  const filter = {
    kind: list.filter,
    provider: list.param('provider') || undefined,
    from: list.param('from') || undefined,
    to: list.param('to') || undefined,
    q: list.q || undefined,
  }
  const payments = useAdminPayments({ ...filter, page: list.page })

  return (
    <div className="space-y-6">
      <PageHeader
        title="Payments"
        subtitle="What families paid and got back, with the platform's fees"
        actions={
          <Button asChild variant="outline">
            <a href={paymentsCsvUrl(filter)} download>
              <Download aria-hidden="true" />
              Download CSV
            </a>
          </Button>
        }
      />
      <PaymentFilters list={list} providers={payments.data?.providers ?? []} />
      {payments.isPending && <TableSkeleton label="Loading payments..." />}
      {payments.isError && (
        <QueryError error={payments.error} what="the payments" onRetry={payments.refetch} />
      )}
      {payments.data && <PaymentTotals totals={payments.data.totals} />}
      {payments.data?.items.length === 0 && (
        <EmptyState
          icon={Receipt}
          title="No payments found"
          description="Try other dates, another provider or another search."
        />
      )}
      {payments.data && payments.data.items.length > 0 && (
        <>
          <PaymentsTable payments={payments.data.items} />
          <ListPager
            page={payments.data.page}
            pageCount={payments.data.pageCount}
            total={payments.data.total}
            noun={['movement', 'movements']}
            onPage={list.setPage}
          />
        </>
      )}
      <section aria-labelledby="plans-heading" className="space-y-4">
        <h2 id="plans-heading" className="font-display font-semibold text-xl">
          Payment plans
        </h2>
        <p className="text-muted-foreground text-sm">
          Families paying by a deposit or instalments: payments due, failed (tried again 3 and 7
          days after they fail) and recovered after failing. Dates are in UTC.
        </p>
        <PlanPaymentsReport />
      </section>
      <section aria-labelledby="credits-heading" className="space-y-4">
        <h2 id="credits-heading" className="font-display font-semibold text-xl">
          Account credits
        </h2>
        <p className="text-muted-foreground text-sm">
          Credits families hold with a provider, or with the platform, which pays the provider when
          one is spent. A credit expires 12 months after it is given and is never paid out.
        </p>
        <CreditsReport />
        <h3 className="font-medium">Give a platform credit</h3>
        <GiveCreditForm />
      </section>
    </div>
  )
}
