import { PlaceholderPage } from '@/components/placeholder-page'

export function VendorBookingsPage() {
  return (
    <PlaceholderPage
      title="Bookings"
      note="Who booked which session, with participants and payment status."
    />
  )
}
