import { PlaceholderPage } from '@/components/placeholder-page'

export function AdminContentPage() {
  return (
    <PlaceholderPage
      title="Content"
      note="Featured activities, parenting tips and other content on the public site."
    />
  )
}
