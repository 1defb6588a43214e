import type { TermExtra } from '@afc/contracts'
import { toast } from 'sonner'
import { ConfirmAction } from '@/components/confirm-action'
import { Button } from '@/components/ui/button'
import { useRemoveVendorTermExtra } from '../../api/remove-vendor-term-extra'

interface RemoveExtraButtonProps {
  termId: string
  termName: string
  extra: TermExtra
}

/** Takes an extra off a term after asking; a refusal shows inside the dialog. */
export function RemoveExtraButton({ termId, termName, extra }: RemoveExtraButtonProps) {
  const removeExtra = useRemoveVendorTermExtra()

  const confirm = async () => {
    await removeExtra.mutateAsync({ termId, extraId: extra.id })
    toast.success(`${extra.name} removed`)
  }

  return (
    <ConfirmAction
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="h-auto min-h-6 px-2 py-0.5 text-destructive"
          aria-label={`Remove extra ${extra.name} of ${termName}`}
        >
          Remove
        </Button>
      }
      title="Remove this extra?"
      description={`${extra.name} of ${termName}.`}
      cancelLabel="Keep extra"
      confirmLabel="Remove extra"
      pendingLabel="Removing..."
      onConfirm={confirm}
      failureFallback="Failed to remove the extra. Please try again."
    />
  )
}
