import { PlaceholderPage } from '@/components/placeholder-page'

export function ActivitiesPage() {
  return (
    <PlaceholderPage
      title="Discover Activities"
      note="Search classes, courses and events and filter them by category, age, price and location."
      contained
    />
  )
}
