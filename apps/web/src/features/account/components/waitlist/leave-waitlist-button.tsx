import type { WaitlistEntry } from '@afc/contracts'
import { useState } from 'react'
import { toast } from 'sonner'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { failureMessage } from '@/lib/problem-feedback'
import { useLeaveWaitlist } from '../../api/leave-waitlist'

/** Leaves the line after a confirmation that says what is lost, an offer held included. */
export function LeaveWaitlistButton({ entry }: { entry: WaitlistEntry }) {
  const [open, setOpen] = useState(false)
  const leave = useLeaveWaitlist()
  const names = entry.participants.map((child) => child.firstName).join(' and ')

  const openChange = (next: boolean) => {
    if (!next) leave.reset()
    setOpen(next)
  }

  // Awaited: once the list refreshes this entry is out of line and the button unmounts.
  const confirm = async () => {
    try {
      await leave.mutateAsync(entry)
    } catch {
      return // The dialog shows the refusal from the mutation's error.
    }
    setOpen(false)
    toast.success('You left the waiting list')
  }

  return (
    <AlertDialog open={open} onOpenChange={openChange}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="text-destructive hover:text-destructive">
          Leave waitlist
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Leave the waiting list?</AlertDialogTitle>
          <AlertDialogDescription>
            {names} will lose their place in line for {entry.activity.title}.
            {entry.status === 'offered' && ' The places held for you go to the next family.'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {leave.isError && (
          <p role="alert" className="font-medium text-destructive text-sm">
            {failureMessage(leave.error, 'Failed to leave the waiting list. Please try again.')}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>Stay in line</AlertDialogCancel>
          <Button variant="destructive" disabled={leave.isPending} onClick={() => void confirm()}>
            {leave.isPending ? 'Leaving...' : 'Leave waitlist'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
