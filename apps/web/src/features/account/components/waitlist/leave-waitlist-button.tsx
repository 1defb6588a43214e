import type { WaitlistEntry } from '@afc/contracts'
import { toast } from 'sonner'
import { ConfirmAction } from '@/components/confirm-action'
import { Button } from '@/components/ui/button'
import { useLeaveWaitlist } from '../../api/leave-waitlist'

/** Leaves the line after a confirmation that says what is lost, an offer held included. */
export function LeaveWaitlistButton({ entry }: { entry: WaitlistEntry }) {
  const leave = useLeaveWaitlist()
  const names = entry.participants.map((child) => child.firstName).join(' and ')

  return (
    <ConfirmAction
      trigger={
        <Button variant="outline" className="text-destructive hover:text-destructive">
          Leave waitlist
        </Button>
      }
      title="Leave the waiting list?"
      description={
        <p>
          {names} will lose their place in line for {entry.activity.title}.
          {entry.status === 'offered' && ' The places held for you go to the next family.'}
        </p>
      }
      cancelLabel="Stay in line"
      confirmLabel="Leave waitlist"
      pendingLabel="Leaving..."
      // Awaited: once the list refreshes this entry is out of line and the button unmounts.
      onConfirm={async () => {
        await leave.mutateAsync(entry)
        toast.success('You left the waiting list')
      }}
      failureFallback="Failed to leave the waiting list. Please try again."
    />
  )
}
