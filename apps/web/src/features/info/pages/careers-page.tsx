import { PlaceholderPage } from '@/components/placeholder-page'

export function CareersPage() {
  return <PlaceholderPage title="Careers" note="Open positions on our team." contained />
}
