import { TicketPercent } from 'lucide-react'
import { useRef } from 'react'
import { EmptyState } from '@/components/empty-state'
import { LoadMore } from '@/components/load-more'
import { LoadingStatus } from '@/components/loading-status'
import { QueryError } from '@/components/query-error'
import { loadedItems } from '@/lib/pages'
import { usePromoCodes } from '../../api/get-promo-codes'
import { ListRowSkeletons } from '../list-row-skeletons'
import type { ActivityChoice } from './activity-choice'
import { PromoCodeDialog } from './promo-code-dialog'
import { PromoCodeTable } from './promo-code-table'

/** The provider's promo codes and scholarship places, a page at a time. */
export function PromoCodesSection({ activities }: { activities: readonly ActivityChoice[] }) {
  const codes = usePromoCodes()
  const items = loadedItems(codes.data)
  const heading = useRef<HTMLHeadingElement>(null)
  // The deleted code's buttons are gone: the focus goes to the section, not to the page's top.
  const focusHeading = () => window.setTimeout(() => heading.current?.focus())

  return (
    <section aria-labelledby="codes-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h2
            id="codes-heading"
            ref={heading}
            tabIndex={-1}
            className="font-semibold text-xl outline-none"
          >
            Promo codes
          </h2>
          <p className="text-muted-foreground text-sm">
            A family types one code at checkout. Scholarship places are codes for 100% off, one
            child's place each.
          </p>
        </div>
        {codes.data && <PromoCodeDialog activities={activities} />}
      </div>
      {codes.isPending && (
        <>
          <LoadingStatus label="Loading your promo codes..." />
          <ListRowSkeletons rows={2} />
        </>
      )}
      {codes.isError && (
        <QueryError
          error={codes.error}
          what="your promo codes"
          fallback="Failed to load your promo codes. Please try again."
          onRetry={() => void codes.refetch()}
        />
      )}
      {items?.length === 0 && (
        <EmptyState
          icon={TicketPercent}
          headingLevel="h3"
          title="No promo codes yet"
          description="Add a code families type at checkout, or scholarship places for families you choose."
        />
      )}
      {items && items.length > 0 && (
        <>
          <PromoCodeTable codes={items} activities={activities} onDeleted={focusHeading} />
          <LoadMore
            shown={items.length}
            total={codes.data?.pages[0]?.total ?? items.length}
            noun="codes"
            hasMore={codes.hasNextPage}
            loading={codes.isFetchingNextPage}
            onLoadMore={() => void codes.fetchNextPage()}
          />
        </>
      )}
    </section>
  )
}
