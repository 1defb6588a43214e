import { PageHeader } from '@/components/page-header'
import { QueryError } from '@/components/query-error'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useVendorActivities } from '../api/get-vendor-activities'
import { DiscountsSection } from '../components/pricing/discounts-section'
import { PromoCodesSection } from '../components/pricing/promo-codes-section'

/** The provider's discounts and promo codes; the activities name what each applies to. */
export function VendorPricingPage() {
  useDocumentTitle('Pricing')
  const activities = useVendorActivities()
  const choices = activities.data ?? []

  return (
    <div className="space-y-10">
      <PageHeader
        title="Pricing"
        subtitle="Discounts for siblings, several bookings and early birds, and the codes families type at checkout"
      />
      {activities.isError && (
        <QueryError
          error={activities.error}
          what="your activities"
          fallback="Failed to load your activities. Please try again."
          onRetry={() => void activities.refetch()}
        />
      )}
      <DiscountsSection activities={choices} />
      <PromoCodesSection activities={choices} />
    </div>
  )
}
