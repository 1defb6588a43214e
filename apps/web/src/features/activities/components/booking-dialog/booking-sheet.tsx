import type { ReactNode, RefObject } from 'react'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { wrapShiftTab } from './wrap-shift-tab'

interface BookingSheetProps {
  open: boolean
  onClose: () => void
  /** The button that opened the dialog, which gets the focus back however it closes. */
  returnFocusTo: RefObject<HTMLElement | null>
  children: ReactNode
}

/** The frame of every booking dialog: centred on larger screens, a bottom sheet on phones. */
export function BookingSheet({ open, onClose, returnFocusTo, children }: BookingSheetProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        onKeyDown={wrapShiftTab}
        onCloseAutoFocus={(event) => {
          // The page's button opens the dialog without being its trigger, so the dialog cannot find it alone.
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
        className="flex max-h-[calc(100dvh-2rem)] max-w-xl flex-col gap-0 overflow-hidden p-0 max-sm:top-auto max-sm:bottom-0 max-sm:left-0 max-sm:max-h-[94dvh] max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-b-none max-sm:data-[state=open]:animate-fade-in"
      >
        {children}
      </DialogContent>
    </Dialog>
  )
}
