import type { VendorLocation } from '@afc/contracts'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { toast } from 'sonner'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { LocationForm } from './location-form'

interface LocationDialogProps {
  location?: VendorLocation
  firstOne: boolean
  /** The button that opens the dialog. */
  trigger: ReactNode
}

export function LocationDialog({ location, firstOne, trigger }: LocationDialogProps) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{location ? 'Edit location' : 'Add location'}</DialogTitle>
          <DialogDescription>
            Where your activities take place. Families see the address once they book.
          </DialogDescription>
        </DialogHeader>
        <LocationForm
          location={location}
          firstOne={firstOne}
          onSaved={() => {
            setOpen(false)
            toast.success(location ? 'Location saved' : 'Location added')
          }}
        />
      </DialogContent>
    </Dialog>
  )
}
