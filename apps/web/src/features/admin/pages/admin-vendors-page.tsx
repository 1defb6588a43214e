import { PlaceholderPage } from '@/components/placeholder-page'

export function AdminVendorsPage() {
  return (
    <PlaceholderPage
      title="Vendors"
      note="All providers, with pending applications to approve or reject."
    />
  )
}
