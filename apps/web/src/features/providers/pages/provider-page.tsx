import { PlaceholderPage } from '@/components/placeholder-page'

export function ProviderPage() {
  return (
    <PlaceholderPage
      title="Provider Profile"
      note="This provider's story, categories and location, with all of their activities open for booking."
      contained
    />
  )
}
