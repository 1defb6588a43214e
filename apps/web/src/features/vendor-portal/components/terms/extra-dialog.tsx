import type { TermExtra, TermExtraInput } from '@afc/contracts'
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
import { useAddVendorTermExtra } from '../../api/add-vendor-term-extra'
import { useUpdateVendorTermExtra } from '../../api/update-vendor-term-extra'
import { ExtraForm } from './extra-form'

interface ExtraDialogProps {
  termId: string
  termName: string
  /** The extra to change; none to add one. */
  extra?: TermExtra
}

/** 'Add extra' on a term, or 'Edit' on one of its extras. */
export function ExtraDialog({ termId, termName, extra }: ExtraDialogProps) {
  const [open, setOpen] = useState(false)
  const addExtra = useAddVendorTermExtra()
  const updateExtra = useUpdateVendorTermExtra()

  const submit = async (input: TermExtraInput) => {
    const saved = extra
      ? await updateExtra.mutateAsync({ termId, extraId: extra.id, input })
      : await addExtra.mutateAsync({ termId, input })
    setOpen(false)
    toast.success(extra ? `${saved.name} saved` : `${saved.name} added to ${termName}`)
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {extra ? (
          <Button
            variant="ghost"
            size="sm"
            className="h-auto min-h-6 px-2 py-0.5"
            aria-label={`Edit extra ${extra.name} of ${termName}`}
          >
            Edit
          </Button>
        ) : (
          <Button variant="outline" size="sm" aria-label={`Add extra to ${termName}`}>
            Add extra
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{extra ? `Edit ${extra.name}` : 'Add an extra'}</DialogTitle>
          <DialogDescription>
            Something families add to {termName}: before or after care, lunch, a kit.
          </DialogDescription>
        </DialogHeader>
        <ExtraForm
          extra={extra}
          onSubmit={submit}
          submitLabel={extra ? 'Save extra' : 'Add extra'}
          pendingLabel={extra ? 'Saving...' : 'Adding...'}
          failureFallback={
            extra
              ? 'Failed to save the extra. Please try again.'
              : 'Failed to add the extra. Please try again.'
          }
        />
      </DialogContent>
    </Dialog>
  )
}
