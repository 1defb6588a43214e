import type { PromoCode } from '@afc/contracts'
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
import { useCreatePromoCode } from '../../api/create-promo-code'
import { useUpdatePromoCode } from '../../api/update-promo-code'
import type { ActivityChoice } from './activity-choice'
import { PromoCodeForm } from './promo-code-form'
import type { PromoCodeBody } from './promo-code-form-values'

interface PromoCodeDialogProps {
  /** The code to change; none to add one. */
  code?: PromoCode
  activities: readonly ActivityChoice[]
}

/** 'Add a code', or 'Edit' on a code; focus goes back to the button when it closes. */
export function PromoCodeDialog({ code, activities }: PromoCodeDialogProps) {
  const [open, setOpen] = useState(false)
  const createCode = useCreatePromoCode()
  const updateCode = useUpdatePromoCode()

  const submit = async (input: PromoCodeBody) => {
    const saved = code
      ? await updateCode.mutateAsync({ codeId: code.id, input })
      : await createCode.mutateAsync(input)
    setOpen(false)
    toast.success(code ? `${saved.code} saved` : `${saved.code} added`)
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {code ? (
          <Button variant="outline" size="sm" aria-label={`Edit ${code.code}`}>
            Edit
          </Button>
        ) : (
          <Button>
            <Plus aria-hidden="true" />
            Add a code
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{code ? `Edit ${code.code}` : 'Add a code'}</DialogTitle>
          <DialogDescription>
            A family types one code at checkout; it comes off after your discounts.
          </DialogDescription>
        </DialogHeader>
        <PromoCodeForm code={code} activities={activities} onSubmit={submit} />
      </DialogContent>
    </Dialog>
  )
}
