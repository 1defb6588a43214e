import { PlaceholderPage } from '@/components/placeholder-page'

export function ProfilePage() {
  return (
    <PlaceholderPage title="My Profile" note="Your name, photo and contact details." contained />
  )
}
