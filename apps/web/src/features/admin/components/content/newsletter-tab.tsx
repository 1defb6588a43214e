import type { NewsletterSubscriber } from '@afc/contracts'
import { Download, Mail } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { QueryError } from '@/components/query-error'
import { ResponsiveTable, type TableColumn } from '@/components/responsive-table'
import { Button } from '@/components/ui/button'
import { NEWSLETTER_CSV_URL, useNewsletterSubscribers } from '../../api/get-newsletter-subscribers'
import { formatMoment } from '../../lib/format'
import { useListParams } from '../../lib/use-list-params'
import { ListPager } from '../list-pager'
import { SearchBox } from '../search-box'
import { TableSkeleton } from '../table-skeleton'

const SUBSCRIBER_COLUMNS: TableColumn<NewsletterSubscriber>[] = [
  { header: 'Email', className: 'break-all', cell: (subscriber) => subscriber.email },
  {
    header: 'Subscribed',
    className: 'whitespace-nowrap',
    cell: (subscriber) => formatMoment(subscriber.subscribedAt),
  },
]

export function NewsletterTab() {
  const list = useListParams([])
  const subscribers = useNewsletterSubscribers({ q: list.q || undefined, page: list.page })

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SearchBox
          label="Search subscribers"
          placeholder="Email"
          value={list.q}
          onSearch={list.setQ}
          className="sm:w-80"
        />
        <Button asChild variant="outline">
          <a href={NEWSLETTER_CSV_URL} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>
      {subscribers.isPending && <TableSkeleton label="Loading subscribers..." />}
      {subscribers.isError && (
        <QueryError
          error={subscribers.error}
          what="the subscribers"
          onRetry={subscribers.refetch}
        />
      )}
      {subscribers.data?.items.length === 0 && (
        <EmptyState icon={Mail} title="No subscribers found" />
      )}
      {subscribers.data && subscribers.data.items.length > 0 && (
        <>
          <ResponsiveTable
            label="Subscribers"
            rows={subscribers.data.items}
            columns={SUBSCRIBER_COLUMNS}
            rowKey={(subscriber) => subscriber.id}
          />
          <ListPager
            page={subscribers.data.page}
            pageCount={subscribers.data.pageCount}
            total={subscribers.data.total}
            noun={['subscriber', 'subscribers']}
            onPage={list.setPage}
          />
        </>
      )}
    </div>
  )
}
