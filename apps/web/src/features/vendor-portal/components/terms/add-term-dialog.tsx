import type { VendorActivity, VendorTerm } from '@afc/contracts'
import { CalendarRange } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { TermSeriesForm } from './term-series-form'

interface AddTermDialogProps {
  courses: VendorActivity[]
  defaultActivityId: string | undefined
  onCreated: (term: VendorTerm) => void
}

export function AddTermDialog({ courses, defaultActivityId, onCreated }: AddTermDialogProps) {
  const [open, setOpen] = useState(false)
  const created = (term: VendorTerm) => {
    setOpen(false)
    onCreated(term)
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={courses.length === 0}>
          <CalendarRange aria-hidden="true" />
          Add term
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a term</DialogTitle>
          <DialogDescription>
            A course's sessions sold together: the same time every week, in the venue's local time.
          </DialogDescription>
        </DialogHeader>
        <TermSeriesForm
          courses={courses}
          defaultActivityId={defaultActivityId}
          onCreated={created}
        />
      </DialogContent>
    </Dialog>
  )
}
