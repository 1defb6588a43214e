import type { PromoCode } from '@afc/contracts'
import { toast } from 'sonner'
import { ConfirmAction } from '@/components/confirm-action'
import { Button } from '@/components/ui/button'
import { failureMessage } from '@/lib/problem-feedback'
import { useDeletePromoCode } from '../../api/delete-promo-code'
import { useUpdatePromoCode } from '../../api/update-promo-code'
import type { ActivityChoice } from './activity-choice'
import { PromoCodeDialog } from './promo-code-dialog'
import { promoCodeBodyOf } from './promo-code-form-values'

interface PromoCodeActionsProps {
  code: PromoCode
  activities: readonly ActivityChoice[]
  /** The code's row is gone once deleted: the list says where the focus goes instead. */
  onDeleted: () => void
}

/** Edit, switch off or on, and delete (refused, with the server's sentence, once used). */
export function PromoCodeActions({ code, activities, onDeleted }: PromoCodeActionsProps) {
  const updateCode = useUpdatePromoCode()
  const deleteCode = useDeletePromoCode()

  const switchActive = () =>
    updateCode.mutate(
      { codeId: code.id, input: { ...promoCodeBodyOf(code), active: !code.active } },
      {
        onSuccess: (saved) =>
          toast.success(saved.active ? `${saved.code} switched on` : `${saved.code} switched off`),
        onError: (error) =>
          toast.error('Not done', {
            description: failureMessage(error, 'Failed to switch the code. Please try again.'),
          }),
      },
    )

  const confirmDelete = async () => {
    await deleteCode.mutateAsync(code.id)
    toast.success(`${code.code} deleted`)
    onDeleted()
  }

  return (
    <div className="flex flex-wrap gap-2">
      <PromoCodeDialog code={code} activities={activities} />
      <Button
        variant="outline"
        size="sm"
        disabled={updateCode.isPending}
        aria-label={`${code.active ? 'Switch off' : 'Switch on'} ${code.code}`}
        onClick={switchActive}
      >
        {code.active ? 'Switch off' : 'Switch on'}
      </Button>
      <ConfirmAction
        trigger={
          <Button
            variant="outline"
            size="sm"
            className="text-destructive"
            aria-label={`Delete ${code.code}`}
          >
            Delete
          </Button>
        }
        title={`Delete ${code.code}?`}
        description="Families can no longer use it. A code families have used stays with their bookings: switch it off instead."
        cancelLabel="Keep code"
        confirmLabel="Delete code"
        pendingLabel="Deleting..."
        onConfirm={confirmDelete}
        failureFallback="Failed to delete the code. Please try again."
      />
    </div>
  )
}
