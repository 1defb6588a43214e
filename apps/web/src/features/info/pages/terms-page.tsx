import { PlaceholderPage } from '@/components/placeholder-page'

export function TermsPage() {
  return (
    <PlaceholderPage
      title="Terms of Service"
      note="The terms for using Activities for Children."
      contained
    />
  )
}
