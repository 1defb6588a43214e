import { PlaceholderPage } from '@/components/placeholder-page'

export function AdminAnalyticsPage() {
  return <PlaceholderPage title="Analytics" note="Bookings, revenue and growth over time." />
}
