import { PlaceholderPage } from '@/components/placeholder-page'

export function AdminDashboardPage() {
  return (
    <PlaceholderPage
      title="Dashboard"
      documentTitle="Admin Dashboard"
      note="Totals for vendors, activities, users and revenue with their change, plus recent vendors and activities."
    />
  )
}
