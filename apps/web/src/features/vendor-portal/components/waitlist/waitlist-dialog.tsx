import type { VendorSession } from '@afc/contracts'
import { ListOrdered } from 'lucide-react'
import { useState } from 'react'
import { ErrorAlert } from '@/components/error-alert'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { failureMessage } from '@/lib/problem-feedback'
import { formatSessionDate, formatSessionTimeRange } from '@/lib/session-time'
import { useSessionWaitlist } from '../../api/get-session-waitlist'
import { ListRowSkeletons } from '../list-row-skeletons'
import { bookedLabel } from '../schedules/booked-label'
import { RaiseCapacityForm } from './raise-capacity-form'
import { WaitlistTable } from './waitlist-table'

/** The session's waiting list: who waits in what order, who left it lately, and more places. */
export function WaitlistPanel({ session, enabled }: { session: VendorSession; enabled: boolean }) {
  const waitlist = useSessionWaitlist(session.id, enabled)
  const current = waitlist.data?.session ?? session
  const upcoming = !current.isCancelled && Date.parse(current.startsAt) > Date.now()
  return (
    <section aria-label="Waiting list" className="grid gap-4">
      <p className="text-sm">
        <span className="font-medium">{bookedLabel(current.booked, current.capacity)}</span>
        <span className="text-muted-foreground">
          {' '}
          · When places free up, the first family whose children all fit gets an offer that holds
          the places for them.
        </span>
      </p>
      {upcoming && current.capacity !== null && <RaiseCapacityForm session={current} />}
      {waitlist.isPending && <ListRowSkeletons />}
      {waitlist.isError && (
        <ErrorAlert title="Error">
          {failureMessage(waitlist.error, 'Failed to load the waiting list. Please try again.')}
        </ErrorAlert>
      )}
      {waitlist.data && (
        <>
          <h3 className="font-semibold">In line</h3>
          {waitlist.data.inLine.length === 0 ? (
            <p className="text-muted-foreground text-sm">
              No families are waiting for this session.
            </p>
          ) : (
            <WaitlistTable
              label="Families in line"
              entries={waitlist.data.inLine}
              timeZone={current.timeZone}
              inLine
            />
          )}
          {waitlist.data.recent.length > 0 && (
            <>
              <h3 className="font-semibold">Recently out of line</h3>
              <WaitlistTable
                label="Families recently out of line"
                entries={waitlist.data.recent}
                timeZone={current.timeZone}
                inLine={false}
              />
            </>
          )}
        </>
      )}
    </section>
  )
}

/** 'Waiting list (3)' on a session row, opening the session's line. */
export function WaitlistDialog({ session }: { session: VendorSession }) {
  const [open, setOpen] = useState(false)
  const when = `${formatSessionDate(session.startsAt, session.timeZone)}, ${formatSessionTimeRange(
    session.startsAt,
    session.endsAt,
    session.timeZone,
  )}`
  const label = session.waiting > 0 ? `Waiting list (${session.waiting})` : 'Waiting list'
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={`${label} for ${session.activityTitle} on ${when}`}
        >
          <ListOrdered aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent
        className="sm:max-w-4xl"
        // The dialog is mostly for reading: focus it, not the capacity field, so a phone's
        // keyboard does not cover the line on opening.
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          ;(event.currentTarget as HTMLElement | null)?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>Waiting list</DialogTitle>
          <DialogDescription>
            {session.activityTitle} on {when}
          </DialogDescription>
        </DialogHeader>
        <WaitlistPanel session={session} enabled={open} />
      </DialogContent>
    </Dialog>
  )
}
