import { PlaceholderPage } from '@/components/placeholder-page'

export function ProviderPricingPage() {
  return (
    <PlaceholderPage
      title="Pricing for Providers"
      note="What it costs to list activities and take bookings."
      contained
    />
  )
}
