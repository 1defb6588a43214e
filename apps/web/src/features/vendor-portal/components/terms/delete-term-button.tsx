import type { VendorTerm } from '@afc/contracts'
import { toast } from 'sonner'
import { ConfirmAction } from '@/components/confirm-action'
import { Button } from '@/components/ui/button'
import { useDeleteVendorTerm } from '../../api/delete-vendor-term'

/** Deletes a term after asking; a refusal shows inside the dialog. */
export function DeleteTermButton({ term }: { term: VendorTerm }) {
  const deleteTerm = useDeleteVendorTerm()

  const confirm = async () => {
    await deleteTerm.mutateAsync(term.id)
    toast.success(`${term.name} deleted`)
  }

  return (
    <ConfirmAction
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="text-destructive"
          aria-label={`Delete term ${term.name} of ${term.activityTitle}`}
        >
          Delete
        </Button>
      }
      title="Delete this term?"
      description={`${term.name} of ${term.activityTitle}. Its sessions stay on your schedule as single sessions.`}
      cancelLabel="Keep term"
      confirmLabel="Delete term"
      pendingLabel="Deleting..."
      onConfirm={confirm}
      failureFallback="Failed to delete the term. Please try again."
    />
  )
}
