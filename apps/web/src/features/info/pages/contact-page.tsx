import { PlaceholderPage } from '@/components/placeholder-page'

export function ContactPage() {
  return (
    <PlaceholderPage
      title="Contact Us"
      note="How to reach our team by email or phone, and our office hours."
      contained
    />
  )
}
