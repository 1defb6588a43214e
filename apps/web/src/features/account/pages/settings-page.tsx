import { PlaceholderPage } from '@/components/placeholder-page'

export function SettingsPage() {
  return (
    <PlaceholderPage
      title="Account Settings"
      note="Your password, email preferences and notifications."
      contained
    />
  )
}
