import type { DiscountRule } from '@afc/contracts'
import { toast } from 'sonner'
import { ConfirmAction } from '@/components/confirm-action'
import { Button } from '@/components/ui/button'
import { useDeleteDiscountRule } from '../../api/delete-discount-rule'

interface DeleteDiscountRuleButtonProps {
  rule: DiscountRule
  /** The rule in plain words, naming the button and the question. */
  words: string
  /** The rule's row is gone once deleted: the list says where the focus goes instead. */
  onDeleted: () => void
}

/** Removes a rule after asking; bookings already made keep their prices. */
export function DeleteDiscountRuleButton({
  rule,
  words,
  onDeleted,
}: DeleteDiscountRuleButtonProps) {
  const deleteRule = useDeleteDiscountRule()

  const confirm = async () => {
    await deleteRule.mutateAsync(rule.id)
    toast.success('Discount deleted')
    onDeleted()
  }

  return (
    <ConfirmAction
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="text-destructive"
          aria-label={`Delete ${words}`}
        >
          Delete
        </Button>
      }
      title="Delete this discount?"
      description={`${words}. Bookings already made keep their prices; new bookings no longer get it.`}
      cancelLabel="Keep discount"
      confirmLabel="Delete discount"
      pendingLabel="Deleting..."
      onConfirm={confirm}
      failureFallback="Failed to delete the discount. Please try again."
    />
  )
}
