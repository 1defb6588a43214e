import { PlaceholderPage } from '@/components/placeholder-page'

export function BookingsPage() {
  return (
    <PlaceholderPage
      title="My Bookings"
      note="Your upcoming and past bookings, with session times and participants."
      contained
    />
  )
}
