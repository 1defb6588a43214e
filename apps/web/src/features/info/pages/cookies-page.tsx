import { PlaceholderPage } from '@/components/placeholder-page'

export function CookiesPage() {
  return (
    <PlaceholderPage
      title="Cookie Policy"
      note="Which cookies we use and what they are for."
      contained
    />
  )
}
