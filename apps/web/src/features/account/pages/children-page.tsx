import { PlaceholderPage } from '@/components/placeholder-page'

export function ChildrenPage() {
  return (
    <PlaceholderPage
      title="Child Profiles"
      note="Your children's names and ages, so booking for them takes a moment."
      contained
    />
  )
}
