import type { WaitlistEntry } from '@afc/contracts'
import { ListOrdered } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { sessionSpanLabel } from '@/lib/session-time'

/** 'You are number 3 in line', or, if the server already moved the entry on, plainly in line. */
export function placeInLine(position: number | null): string {
  return position === null ? 'You are on the waiting list' : `You are number ${position} in line`
}

interface WaitlistJoinedProps {
  entry: WaitlistEntry
  onClose: () => void
}

/** The family's place in the line, what happens next, and where to follow it. */
export function WaitlistJoined({ entry, onClose }: WaitlistJoinedProps) {
  const names = entry.participants.map((child) => child.firstName).join(', ')
  const titleRef = useRef<HTMLHeadingElement>(null)
  // The Join button that had the focus is gone: the keyboard starts again at the news.
  useEffect(() => titleRef.current?.focus(), [])
  return (
    <div className="grid gap-5 overflow-y-auto p-6 text-center">
      <ListOrdered className="mx-auto size-14 text-primary" aria-hidden="true" />
      <div className="grid gap-1.5">
        <DialogTitle ref={titleRef} tabIndex={-1} className="text-xl focus:outline-none">
          {placeInLine(entry.position)}
        </DialogTitle>
        <DialogDescription>
          When places free up for {names}, we hold them for you and email you. Nothing is charged
          until you book.
        </DialogDescription>
      </div>
      <dl className="grid gap-2 rounded-xl bg-muted/60 p-4 text-left text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">When</dt>
          <dd className="text-right font-medium">
            {sessionSpanLabel(entry.session.startsAt, entry.session.endsAt, entry.session.timeZone)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">Who</dt>
          <dd className="text-right font-medium">{names}</dd>
        </div>
      </dl>
      <Button asChild>
        <Link to="/bookings?tab=waitlist" onClick={onClose}>
          View my waitlist
        </Link>
      </Button>
    </div>
  )
}
