import type { DescribableRule, DiscountRule } from '@afc/contracts'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { useCreateDiscountRule } from '../../api/create-discount-rule'
import { useUpdateDiscountRule } from '../../api/update-discount-rule'
import type { ActivityChoice } from './activity-choice'
import { DiscountRuleForm } from './discount-rule-form'

/** The rule to change, in plain words that name its Edit button among the others; none to add one. */
type DiscountRuleDialogProps = { activities: readonly ActivityChoice[] } & (
  | { rule?: undefined; words?: undefined }
  | { rule: DiscountRule; words: string }
)

/** 'Add a discount', or 'Edit' on a rule; focus goes back to the button when it closes. */
export function DiscountRuleDialog({ rule, words, activities }: DiscountRuleDialogProps) {
  const [open, setOpen] = useState(false)
  const createRule = useCreateDiscountRule()
  const updateRule = useUpdateDiscountRule()

  const submit = async (input: DescribableRule) => {
    if (rule) await updateRule.mutateAsync({ ruleId: rule.id, input })
    else await createRule.mutateAsync(input)
    setOpen(false)
    toast.success(rule ? 'Discount saved' : 'Discount added')
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {rule ? (
          <Button variant="outline" size="sm" aria-label={`Edit ${words}`}>
            Edit
          </Button>
        ) : (
          <Button>
            <Plus aria-hidden="true" />
            Add a discount
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{rule ? 'Edit discount' : 'Add a discount'}</DialogTitle>
          <DialogDescription>
            Every booking's price is worked out from your discounts when the family books; bookings
            already made keep theirs.
          </DialogDescription>
        </DialogHeader>
        <DiscountRuleForm rule={rule} activities={activities} onSubmit={submit} />
      </DialogContent>
    </Dialog>
  )
}
