import { PlaceholderPage } from '@/components/placeholder-page'

export function LocationsPage() {
  return (
    <PlaceholderPage
      title="Locations"
      note="The cities where families book activities with us, and what is on in each."
      contained
    />
  )
}
