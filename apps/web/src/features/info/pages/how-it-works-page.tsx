import { PlaceholderPage } from '@/components/placeholder-page'

export function HowItWorksPage() {
  return (
    <PlaceholderPage
      title="How It Works"
      note="How families discover, book and enjoy activities, step by step."
      contained
    />
  )
}
