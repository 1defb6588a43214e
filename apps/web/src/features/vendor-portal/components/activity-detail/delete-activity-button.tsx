import { Trash2 } from 'lucide-react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { ConfirmAction } from '@/components/confirm-action'
import { Button } from '@/components/ui/button'
import { failureMessage } from '@/lib/problem-feedback'
import { useDeleteVendorActivity } from '../../api/delete-vendor-activity'

export function DeleteActivityButton({ activityId }: { activityId: string }) {
  const navigate = useNavigate()
  const deleteActivity = useDeleteVendorActivity()

  const confirm = async () => {
    try {
      await deleteActivity.mutateAsync(activityId)
    } catch (error) {
      toast.error('Error', {
        description: failureMessage(error, 'Failed to delete activity. Please try again.'),
      })
      return
    }
    toast.success('Activity has been deleted successfully')
    navigate('/vendor/activities')
  }

  return (
    <ConfirmAction
      trigger={
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title="Delete this activity?"
      description="Are you sure you want to delete this activity? This action cannot be undone."
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={confirm}
    />
  )
}
