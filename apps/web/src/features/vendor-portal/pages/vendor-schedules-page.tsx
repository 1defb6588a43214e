import { PlaceholderPage } from '@/components/placeholder-page'

export function VendorSchedulesPage() {
  return (
    <PlaceholderPage
      title="Schedules"
      note="The sessions of your activities: dates, times and places."
    />
  )
}
