import type { Child } from '@afc/contracts'
import { Trash2 } from 'lucide-react'
import { toast } from 'sonner'
import { ConfirmAction } from '@/components/confirm-action'
import { Button } from '@/components/ui/button'
import { failureMessage } from '@/lib/problem-feedback'
import { useDeleteChild } from '../../api/delete-child'

export function DeleteChildButton({ child }: { child: Child }) {
  const deleteChild = useDeleteChild()
  const name = `${child.firstName} ${child.lastName}`

  // Awaited rather than given callbacks: the card, and this button, leave the list on success.
  const remove = async () => {
    try {
      await deleteChild.mutateAsync(child.id)
      toast.success(`${child.firstName}'s profile has been deleted`)
    } catch (error) {
      toast.error('Error', {
        description: failureMessage(error, 'Failed to delete the profile. Please try again.'),
      })
    }
  }

  return (
    <ConfirmAction
      trigger={
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete ${name}`}
          disabled={deleteChild.isPending}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title={`Delete ${name}'s profile?`}
      description={`You will no longer be able to pick ${child.firstName} when booking. Bookings already made keep their name, so nothing changes for sessions you have booked.`}
      confirmLabel="Delete profile"
      pendingLabel="Deleting..."
      onConfirm={remove}
    />
  )
}
