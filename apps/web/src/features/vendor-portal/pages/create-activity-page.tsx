import type { ActivityFormInput } from '@afc/contracts'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { PageHeader } from '@/components/page-header'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useCreateVendorActivity } from '../api/create-vendor-activity'
import { ActivityForm } from '../components/activity-form/activity-form'
import { NEW_ACTIVITY_FORM } from '../components/activity-form/activity-form-values'

export function CreateActivityPage() {
  useDocumentTitle('Create New Activity')
  const navigate = useNavigate()
  const createActivity = useCreateVendorActivity()

  const create = async (input: ActivityFormInput) => {
    const activity = await createActivity.mutateAsync(input)
    toast.success(`${activity.title} has been created successfully!`)
    navigate('/vendor/activities')
  }

  return (
    <div className="space-y-8">
      <PageHeader
        title="Create New Activity"
        subtitle="Add a new class, course, or event for customers to book"
      />
      <ActivityForm
        defaultValues={NEW_ACTIVITY_FORM}
        submitLabel="Create Activity"
        onSubmit={create}
      />
    </div>
  )
}
