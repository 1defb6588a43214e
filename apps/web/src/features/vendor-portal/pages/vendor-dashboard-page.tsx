import { PlaceholderPage } from '@/components/placeholder-page'

export function VendorDashboardPage() {
  return (
    <PlaceholderPage
      title="Dashboard"
      documentTitle="Vendor Dashboard"
      note="Your activities, upcoming sessions, enrollments and revenue at a glance, with upcoming bookings and popular activities."
    />
  )
}
