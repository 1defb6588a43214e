import { PlaceholderPage } from '@/components/placeholder-page'

export function VendorSettingsPage() {
  return <PlaceholderPage title="Settings" note="Your account, notification and payout settings." />
}
