import type { VendorTerm } from '@afc/contracts'
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
import { TermEditForm } from './term-edit-form'

/** 'Edit' on a term: its name, places, prices and rules. */
export function EditTermDialog({ term }: { term: VendorTerm }) {
  const [open, setOpen] = useState(false)
  const saved = (changed: VendorTerm) => {
    setOpen(false)
    toast.success(`${changed.name} saved`)
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Edit term ${term.name} of ${term.activityTitle}`}
        >
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit {term.name}</DialogTitle>
          <DialogDescription>{term.activityTitle}</DialogDescription>
        </DialogHeader>
        <TermEditForm term={term} onSaved={saved} />
      </DialogContent>
    </Dialog>
  )
}
