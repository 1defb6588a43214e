import { PlaceholderPage } from '@/components/placeholder-page'

export function CreateActivityPage() {
  return (
    <PlaceholderPage
      title="Create New Activity"
      subtitle="Add a new class, course, or event for customers to book"
      note="The activity form: title, type, category, ages, capacity, price, descriptions and thumbnail."
    />
  )
}
