import { MAX_DISCOUNT_RULES } from '@afc/contracts'
import { BadgePercent } from 'lucide-react'
import { useRef } from 'react'
import { EmptyState } from '@/components/empty-state'
import { LoadingStatus } from '@/components/loading-status'
import { QueryError } from '@/components/query-error'
import { useDiscountRules } from '../../api/get-discount-rules'
import { ListRowSkeletons } from '../list-row-skeletons'
import type { ActivityChoice } from './activity-choice'
import { DiscountRuleDialog } from './discount-rule-dialog'
import { DiscountRuleList } from './discount-rule-list'

/** The provider's sibling, several-bookings and early-bird discounts, with a way to add one. */
export function DiscountsSection({ activities }: { activities: readonly ActivityChoice[] }) {
  const rules = useDiscountRules()
  const heading = useRef<HTMLHeadingElement>(null)
  // The deleted rule's buttons are gone: the focus goes to the section, not to the page's top.
  const focusHeading = () => window.setTimeout(() => heading.current?.focus())
  const full = (rules.data?.length ?? 0) >= MAX_DISCOUNT_RULES

  return (
    <section aria-labelledby="discounts-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h2
            id="discounts-heading"
            ref={heading}
            tabIndex={-1}
            className="font-semibold text-xl outline-none"
          >
            Discounts
          </h2>
          <p className="text-muted-foreground text-sm">
            Worked out for every booking, in this order: early bird, siblings, several bookings,
            then a family's code. Up to {MAX_DISCOUNT_RULES} discounts.
          </p>
        </div>
        {rules.data && !full && <DiscountRuleDialog activities={activities} />}
      </div>
      {rules.isPending && (
        <>
          <LoadingStatus label="Loading your discounts..." />
          <ListRowSkeletons rows={2} />
        </>
      )}
      {rules.isError && (
        <QueryError
          error={rules.error}
          what="your discounts"
          fallback="Failed to load your discounts. Please try again."
          onRetry={() => void rules.refetch()}
        />
      )}
      {rules.data?.length === 0 && (
        <EmptyState
          icon={BadgePercent}
          headingLevel="h3"
          title="No discounts yet: families pay the listed prices"
          description="Add a sibling discount, a discount for several bookings in a season, or an early-bird price."
        />
      )}
      {rules.data && rules.data.length > 0 && (
        <DiscountRuleList rules={rules.data} activities={activities} onDeleted={focusHeading} />
      )}
      {full && (
        <p className="text-muted-foreground text-sm">
          You have {MAX_DISCOUNT_RULES} discounts, the most you can keep: remove one to add another.
        </p>
      )}
    </section>
  )
}
