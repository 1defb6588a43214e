import type { AdminReview } from '@afc/contracts'
import { MessageSquare } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { QueryError } from '@/components/query-error'
import { ResponsiveTable, type TableColumn } from '@/components/responsive-table'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { useAdminReviews } from '../../api/get-admin-reviews'
import { useSetReviewHidden } from '../../api/set-review-hidden'
import { formatDay } from '../../lib/format'
import { toastOutcome } from '../../lib/toast-outcome'
import { useListParams } from '../../lib/use-list-params'
import { FilterSelect } from '../filter-select'
import { ListPager } from '../list-pager'
import { TableSkeleton } from '../table-skeleton'

const VISIBILITY_FILTERS = ['visible', 'hidden'] as const
const VISIBILITY_OPTIONS = [
  { value: 'visible', label: 'Visible' },
  { value: 'hidden', label: 'Hidden' },
]

function VisibilityButton({ review }: { review: AdminReview }) {
  const setHidden = useSetReviewHidden()
  const toggle = () =>
    toastOutcome(
      setHidden.mutateAsync({ id: review.id, hidden: !review.isHidden }),
      review.isHidden ? 'The review is public again' : 'The review is hidden from families',
      'Please try again.',
    )
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={setHidden.isPending}
      aria-label={`${review.isHidden ? 'Unhide' : 'Hide'} the review by ${review.customerName} of ${review.activity.title}`}
      onClick={toggle}
    >
      {review.isHidden ? 'Unhide' : 'Hide'}
    </Button>
  )
}

const REVIEW_COLUMNS: TableColumn<AdminReview>[] = [
  {
    header: 'Activity',
    cell: (review) => (
      <>
        <span className="font-medium">{review.activity.title}</span>
        <span className="block text-muted-foreground text-xs">{review.vendor.businessName}</span>
      </>
    ),
  },
  {
    header: 'Rating',
    cell: (review) => (
      <span
        role="img"
        aria-label={`${review.rating} out of 5 stars`}
        className="whitespace-nowrap text-warm"
      >
        {'★'.repeat(review.rating)}
        <span className="text-muted-foreground/40">{'★'.repeat(5 - review.rating)}</span>
      </span>
    ),
  },
  {
    header: 'Review',
    className: 'max-w-md',
    wide: true,
    cell: (review) => (
      <>
        <p>{review.comment || '(no comment)'}</p>
        <p className="text-muted-foreground text-xs">
          {review.customerName} · {formatDay(review.createdAt)}
        </p>
      </>
    ),
  },
  {
    header: 'Visibility',
    cell: (review) =>
      review.isHidden ? (
        <Badge variant="outline" className="bg-muted text-muted-foreground">
          Hidden
        </Badge>
      ) : (
        <Badge variant="outline">Visible</Badge>
      ),
  },
  { header: 'Action', wide: true, cell: (review) => <VisibilityButton review={review} /> },
]

export function ReviewsTab() {
  const list = useListParams(VISIBILITY_FILTERS, { filterName: 'visibility' })
  const hidden = list.filter === undefined ? undefined : list.filter === 'hidden'
  const reviews = useAdminReviews({ hidden, page: list.page })

  return (
    <div className="space-y-4">
      <p className="text-muted-foreground text-sm">
        Hidden reviews leave the activity's public rating and review count.
      </p>
      <FilterSelect
        label="Show"
        allLabel="All reviews"
        options={VISIBILITY_OPTIONS}
        value={list.filter}
        onChange={list.setFilter}
        className="sm:w-56"
      />
      {reviews.isPending && <TableSkeleton label="Loading reviews..." />}
      {reviews.isError && (
        <QueryError error={reviews.error} what="the reviews" onRetry={reviews.refetch} />
      )}
      {reviews.data?.items.length === 0 && <EmptyState icon={MessageSquare} title="No reviews" />}
      {reviews.data && reviews.data.items.length > 0 && (
        <>
          <ResponsiveTable
            label="Reviews"
            rows={reviews.data.items}
            columns={REVIEW_COLUMNS}
            rowKey={(review) => review.id}
            minWidth="min-w-[52rem]"
          />
          <ListPager
            page={reviews.data.page}
            pageCount={reviews.data.pageCount}
            total={reviews.data.total}
            noun={['review', 'reviews']}
            onPage={list.setPage}
          />
        </>
      )}
    </div>
  )
}
