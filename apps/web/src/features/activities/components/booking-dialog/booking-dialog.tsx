import type { ActivityDetail } from '@afc/contracts'
import type { RefObject } from 'react'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { BookingFlow } from './booking-flow'
import { wrapShiftTab } from './wrap-shift-tab'

interface BookingDialogProps {
  activity: ActivityDetail
  /** The session chosen on the page, or null while the dialog is closed. */
  sessionId: string | null
  onClose: () => void
  /** The button that opened the dialog, which gets the focus back however it closes. */
  returnFocusTo: RefObject<HTMLElement | null>
}

/**
 * The booking dialog: centred on larger screens, a bottom sheet on phones. Its content mounts
 * afresh at every opening, so each opening gets a new form and a new Idempotency-Key.
 */
export function BookingDialog({ activity, sessionId, onClose, returnFocusTo }: BookingDialogProps) {
  return (
    <Dialog open={sessionId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onKeyDown={wrapShiftTab}
        onCloseAutoFocus={(event) => {
          // Book Now opens the dialog without being its trigger, so the dialog cannot find it alone.
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
        className="flex max-h-[calc(100dvh-2rem)] max-w-xl flex-col gap-0 overflow-hidden p-0 max-sm:top-auto max-sm:bottom-0 max-sm:left-0 max-sm:max-h-[94dvh] max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-b-none max-sm:data-[state=open]:animate-fade-in"
      >
        {sessionId !== null && (
          <BookingFlow activity={activity} initialSessionId={sessionId} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  )
}
