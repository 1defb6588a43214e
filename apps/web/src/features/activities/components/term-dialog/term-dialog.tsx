import type { ActivityDetail } from '@afc/contracts'
import type { RefObject } from 'react'
import { BookingSheet } from '../booking-dialog/booking-sheet'
import { EnrolFlow } from './enrol-flow'
import { TermSessionFlow, type TermSessionKind } from './term-session-flow'

/** A term and how the family books it: the whole term, or one of its sessions. */
export interface TermChoice {
  termId: string
  action: 'enrol' | TermSessionKind
}

interface TermDialogProps {
  activity: ActivityDetail
  choice: TermChoice
  onClose: () => void
  returnFocusTo: RefObject<HTMLElement | null>
}

/** Enrol, try a class or drop in: mounted afresh at each opening, with a new form each time. */
export function TermDialog({ activity, choice, onClose, returnFocusTo }: TermDialogProps) {
  const term = activity.terms.find((candidate) => candidate.id === choice.termId)
  return (
    <BookingSheet open onClose={onClose} returnFocusTo={returnFocusTo}>
      {term &&
        (choice.action === 'enrol' ? (
          <EnrolFlow activity={activity} term={term} onClose={onClose} />
        ) : (
          <TermSessionFlow activity={activity} term={term} kind={choice.action} onClose={onClose} />
        ))}
    </BookingSheet>
  )
}
