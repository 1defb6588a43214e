import { PlaceholderPage } from '@/components/placeholder-page'

export function EditActivityPage() {
  return (
    <PlaceholderPage
      title="Edit Activity"
      note="The activity form filled in with this activity's details, saved with Save Changes."
    />
  )
}
