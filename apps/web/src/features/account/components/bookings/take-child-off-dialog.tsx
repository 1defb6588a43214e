import type { Booking } from '@afc/contracts'
import { useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import { ErrorAlert } from '@/components/error-alert'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { formatRevenue } from '@/lib/money'
import { failureMessage } from '@/lib/problem-feedback'
import { useCancelChildren } from '../../api/cancel-children'
import { useChildrenCancellationQuote } from '../../api/get-children-cancellation-quote'
import { ChildrenCancellationFigures, namesInWords } from './children-cancellation-figures'

/** The server's own sentence for it: the whole booking is cancelled instead. */
const EVERY_CHILD = 'To take every child off, cancel the booking.'

/** 'Maya was taken off. $162.00 will be refunded to your card.' */
function doneSentence(leaving: readonly string[], refundCents: number) {
  const refund =
    refundCents > 0 ? ` ${formatRevenue(refundCents)} will be refunded to your card.` : ''
  return `${namesInWords(leaving)} ${leaving.length > 1 ? 'were' : 'was'} taken off.${refund}`
}

/** The children to take off, ticked; what it does to the price, before anyone confirms. */
function TakeChildOffForm({
  booking,
  onStaying,
  onDone,
}: {
  booking: Booking
  /** How many children the booking keeps: the chosen ones' leaving is sent, or refused. */
  onStaying: (count: number) => void
  onDone: () => void
}) {
  const idPrefix = useId()
  const [chosen, setChosen] = useState<string[]>([])
  const everyone = chosen.length === booking.participants.length
  const asked = everyone ? [] : chosen
  const quote = useChildrenCancellationQuote(booking.id, asked)
  const cancelChildren = useCancelChildren()
  const leaving = booking.participants
    .filter((child) => chosen.includes(child.id))
    .map((child) => child.firstName)
  const names = namesInWords(leaving)
  // The figures on screen are of the choice as it is, not of the one before.
  const current = quote.data !== undefined && !quote.isPlaceholderData
  const failure = cancelChildren.error ?? (quote.isError ? quote.error : null)

  const toggle = (id: string, checked: boolean) => {
    cancelChildren.reset()
    setChosen(checked ? [...chosen, id] : chosen.filter((each) => each !== id))
  }
  // Awaited rather than given callbacks: the card refreshes with one child fewer, and with one
  // child left this dialog's button is gone, which would drop a callback's toast.
  const confirm = async () => {
    onStaying(booking.participants.length - chosen.length)
    const done = await cancelChildren
      .mutateAsync({ bookingId: booking.id, participantIds: chosen })
      // A refusal shows in the dialog, from the mutation's error.
      .catch(() => null)
    if (!done) {
      onStaying(booking.participants.length)
      return
    }
    onDone()
    toast.success(doneSentence(leaving, done.refundCents))
  }

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2" disabled={cancelChildren.isPending}>
        <legend className="mb-2 font-semibold text-sm">Who is not coming?</legend>
        {booking.participants.map((child) => (
          <label
            key={child.id}
            htmlFor={`${idPrefix}-${child.id}`}
            className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
          >
            <Checkbox
              id={`${idPrefix}-${child.id}`}
              checked={chosen.includes(child.id)}
              onCheckedChange={(checked) => toggle(child.id, checked === true)}
            />
            <span className="font-medium">
              {child.firstName} {child.lastName}
            </span>
          </label>
        ))}
      </fieldset>
      {everyone && <p className="text-muted-foreground text-sm">{EVERY_CHILD}</p>}
      {asked.length > 0 && !quote.data && !quote.isError && (
        <div className="grid gap-2">
          <p className="text-muted-foreground text-sm">Working out the refund...</p>
          <Skeleton className="h-32 rounded-xl" />
        </div>
      )}
      {asked.length > 0 && quote.data && !quote.isError && (
        <ChildrenCancellationFigures quote={quote.data} leaving={leaving} updating={!current} />
      )}
      {failure && (
        <ErrorAlert title="Not done">
          {failureMessage(failure, 'Failed to take the children off. Please try again.')}
        </ErrorAlert>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={cancelChildren.isPending}>
            Keep everyone
          </Button>
        </DialogClose>
        <Button
          variant="destructive"
          disabled={!current || cancelChildren.isPending}
          onClick={() => void confirm()}
        >
          {cancelChildren.isPending
            ? 'Taking off...'
            : leaving.length > 0 && !everyone
              ? `Take ${names} off`
              : 'Take off'}
        </Button>
      </DialogFooter>
    </div>
  )
}

/**
 * 'Take a child off' a confirmed booking of several children: the others keep their places,
 * priced again as when booked, and the difference is refunded. Closing gives the focus back to
 * the button, or to the card's title once the button is gone.
 */
export function TakeChildOffDialog({
  booking,
  titleId,
}: {
  booking: Booking
  /** The card's title, which takes the focus once the last but one child is taken off. */
  titleId: string
}) {
  const [open, setOpen] = useState(false)
  // With one child left the button goes with the dialog, so the card's title takes the keyboard.
  const buttonGoes = useRef(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Take a child off</Button>
      </DialogTrigger>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!buttonGoes.current) return
          event.preventDefault()
          document.getElementById(titleId)?.querySelector('a')?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>Take a child off this booking</DialogTitle>
          <DialogDescription>
            {booking.activity.title}: the children you choose lose their places and the others keep
            theirs. You see the refund before you confirm.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted afresh at each opening: nobody is ticked from last time. */}
        {open && (
          <TakeChildOffForm
            booking={booking}
            onStaying={(count) => {
              buttonGoes.current = count < 2
            }}
            onDone={() => setOpen(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}
