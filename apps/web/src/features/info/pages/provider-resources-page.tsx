import { PlaceholderPage } from '@/components/placeholder-page'

export function ProviderResourcesPage() {
  return (
    <PlaceholderPage
      title="Provider Resources"
      note="Guides and tips for running popular classes, courses and events."
      contained
    />
  )
}
