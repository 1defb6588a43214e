import { PlaceholderPage } from '@/components/placeholder-page'

export function ProviderHowItWorksPage() {
  return (
    <PlaceholderPage
      title="How It Works for Providers"
      note="How providers list activities, manage schedules and receive bookings."
      contained
    />
  )
}
