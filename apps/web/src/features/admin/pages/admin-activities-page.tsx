import { PlaceholderPage } from '@/components/placeholder-page'

export function AdminActivitiesPage() {
  return (
    <PlaceholderPage
      title="Activities"
      note="All activities, with listings waiting for approval."
    />
  )
}
