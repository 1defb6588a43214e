import { PlaceholderPage } from '@/components/placeholder-page'

export function ActivityDetailPage() {
  return (
    <PlaceholderPage
      title="Activity Details"
      note="Everything about this activity: description, schedule, location, provider and a Book Now card."
      contained
    />
  )
}
