import { PlaceholderPage } from '@/components/placeholder-page'

export function BlogPage() {
  return (
    <PlaceholderPage
      title="Blog"
      note="Parenting tips, activity ideas and news from providers."
      contained
    />
  )
}
