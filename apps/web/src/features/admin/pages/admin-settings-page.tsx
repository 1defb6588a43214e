import { PlaceholderPage } from '@/components/placeholder-page'

export function AdminSettingsPage() {
  return <PlaceholderPage title="Settings" note="Platform settings for the marketplace." />
}
