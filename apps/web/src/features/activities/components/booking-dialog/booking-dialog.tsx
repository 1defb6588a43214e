import type { ActivityDetail } from '@afc/contracts'
import type { RefObject } from 'react'
import { BookingFlow } from './booking-flow'
import { BookingSheet } from './booking-sheet'

interface BookingDialogProps {
  activity: ActivityDetail
  /** The session chosen on the page, or null while the dialog is closed. */
  sessionId: string | null
  onClose: () => void
  /** The button that opened the dialog, which gets the focus back however it closes. */
  returnFocusTo: RefObject<HTMLElement | null>
}

/**
 * The booking dialog. Its content mounts afresh at every opening, so each opening gets a new form
 * and a new Idempotency-Key.
 */
export function BookingDialog({ activity, sessionId, onClose, returnFocusTo }: BookingDialogProps) {
  return (
    <BookingSheet open={sessionId !== null} onClose={onClose} returnFocusTo={returnFocusTo}>
      {sessionId !== null && (
        <BookingFlow activity={activity} initialSessionId={sessionId} onClose={onClose} />
      )}
    </BookingSheet>
  )
}
