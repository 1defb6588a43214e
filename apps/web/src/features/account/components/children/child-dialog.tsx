import type { Child } from '@afc/contracts'
import { type ReactNode, useState } from 'react'
import { toast } from 'sonner'
import { useAddChild } from '@/components/children/api/add-child'
import { ChildForm } from '@/components/children/child-form'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { useUpdateChild } from '../../api/update-child'

interface ChildDialogProps {
  /** The child to edit, or none to add one. */
  child?: Child
  /** The button that opens the dialog. */
  trigger: ReactNode
}

export function ChildDialog({ child, trigger }: ChildDialogProps) {
  const [open, setOpen] = useState(false)
  const addChild = useAddChild()
  const updateChild = useUpdateChild()
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{child ? `Edit ${child.firstName}'s profile` : 'Add a child'}</DialogTitle>
          <DialogDescription>
            Their age is worked out from the date of birth, so it is always up to date.
          </DialogDescription>
        </DialogHeader>
        <ChildForm
          child={child}
          submitLabel={child ? 'Save changes' : 'Add child'}
          onCancel={() => setOpen(false)}
          save={async (input) => {
            if (child) await updateChild.mutateAsync({ id: child.id, input })
            else await addChild.mutateAsync(input)
            setOpen(false)
            toast.success(child ? 'Child profile saved' : `${input.firstName} has been added`)
          }}
        />
      </DialogContent>
    </Dialog>
  )
}
