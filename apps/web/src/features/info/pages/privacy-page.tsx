import { PlaceholderPage } from '@/components/placeholder-page'

export function PrivacyPage() {
  return (
    <PlaceholderPage
      title="Privacy Policy"
      note="What personal data we collect, why, and how we protect it."
      contained
    />
  )
}
