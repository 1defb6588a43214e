import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { failureMessage } from '@/lib/problem-feedback'
import { useDeleteVendorActivity } from '../../api/delete-vendor-activity'

export function DeleteActivityButton({ activityId }: { activityId: string }) {
  const [open, setOpen] = useState(false)
  const navigate = useNavigate()
  const deleteActivity = useDeleteVendorActivity()

  const confirm = () =>
    deleteActivity.mutate(activityId, {
      onSuccess: () => {
        toast.success('Activity has been deleted successfully')
        navigate('/vendor/activities')
      },
      onError: (error) => {
        setOpen(false)
        toast.error('Error', {
          description: failureMessage(error, 'Failed to delete activity. Please try again.'),
        })
      },
    })

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this activity?</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete this activity? This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteActivity.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={deleteActivity.isPending}
            onClick={(event) => {
              // Stays open, saying so, until the server has answered.
              event.preventDefault()
              confirm()
            }}
          >
            {deleteActivity.isPending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
