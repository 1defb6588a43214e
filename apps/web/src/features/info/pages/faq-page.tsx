import { PlaceholderPage } from '@/components/placeholder-page'

export function FaqPage() {
  return (
    <PlaceholderPage
      title="Frequently Asked Questions"
      note="Answers about booking, payments, cancellations and safety."
      contained
    />
  )
}
