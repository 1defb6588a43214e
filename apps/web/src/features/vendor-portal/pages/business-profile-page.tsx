import { PlaceholderPage } from '@/components/placeholder-page'

export function BusinessProfilePage() {
  return (
    <PlaceholderPage
      title="Business Profile"
      subtitle="Manage your business information that will be shown to customers"
      note="Your banner, logo, business name, description and contact details."
    />
  )
}
