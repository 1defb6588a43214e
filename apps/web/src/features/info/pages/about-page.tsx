import { PlaceholderPage } from '@/components/placeholder-page'

export function AboutPage() {
  return (
    <PlaceholderPage
      title="About Us"
      note="Who we are and why we connect families with great local activities."
      contained
    />
  )
}
