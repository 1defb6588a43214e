import type { ActivityDetail, Booking } from '@afc/contracts'
import { useState } from 'react'
import { toast } from 'sonner'
import { ageRangeLabel } from '@/components/activity-labels'
import { useChildren } from '@/components/children/api/get-children'
import { Button } from '@/components/ui/button'
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { newIdempotencyKey } from '@/lib/idempotency-key'
import { useCreateBooking } from '../../api/create-booking'
import { SessionPicker } from '../session-picker'
import { ageReasons } from './age-reasons'
import { BookingFailure } from './booking-failure'
import { BookingSuccess } from './booking-success'
import { BookingTerms, BookingTotal } from './booking-summary'
import { ParticipantsPicker } from './participants-picker'

interface BookingFlowProps {
  activity: ActivityDetail
  initialSessionId: string
  onClose: () => void
}

/** Choose a session and the children, see the total, confirm; then the booking's next steps. */
export function BookingFlow({ activity, initialSessionId, onClose }: BookingFlowProps) {
  // One key per opening: a double click or a retry after a lost answer books once.
  const [idempotencyKey] = useState(newIdempotencyKey)
  const [sessionId, setSessionId] = useState(initialSessionId)
  const [childIds, setChildIds] = useState<string[]>([])
  const [booked, setBooked] = useState<Booking | null>(null)
  const createBooking = useCreateBooking(activity.id)
  const children = useChildren()
  const timeZone = activity.location?.timeZone
  const reasonsAt = (session: string) => ageReasons(activity, session, children.data ?? [])
  const reasons = reasonsAt(sessionId)
  // A child the age rule turns away is never sent, even when added after being ticked.
  const chosen = childIds.filter((id) => !reasons.has(id))

  if (booked) return <BookingSuccess booking={booked} onClose={onClose} />

  // A refusal is about the choice made: changing the choice clears it.
  const choose = <T,>(set: (value: T) => void) => {
    return (value: T) => {
      createBooking.reset()
      set(value)
    }
  }

  const confirm = () => {
    createBooking.mutate(
      { request: { sessionId, childIds: chosen }, idempotencyKey },
      {
        onSuccess: (booking) => {
          toast.success('Booking successful!')
          setBooked(booking)
        },
      },
    )
  }

  const busy = createBooking.isPending
  return (
    <>
      <DialogHeader className="border-b p-5 pr-12 sm:p-6 sm:pr-12">
        <DialogTitle>Book {activity.title}</DialogTitle>
        <DialogDescription>
          {activity.vendor.businessName} · {ageRangeLabel(activity.minAge, activity.maxAge)}
        </DialogDescription>
      </DialogHeader>
      <div className="grid min-h-0 flex-1 gap-6 overflow-y-auto p-5 sm:p-6">
        <SessionPicker
          sessions={activity.upcomingSessions}
          timeZone={timeZone}
          value={sessionId}
          onChange={choose((session: string) => {
            setSessionId(session)
            const turnedAway = reasonsAt(session)
            setChildIds(chosen.filter((id) => !turnedAway.has(id)))
          })}
        />
        <ParticipantsPicker selected={chosen} reasons={reasons} onChange={choose(setChildIds)} />
        <BookingTerms priceCents={activity.priceCents} participants={chosen.length} />
      </div>
      <div className="grid gap-3 border-t bg-card p-5 sm:p-6">
        {createBooking.isError && <BookingFailure error={createBooking.error} />}
        <BookingTotal priceCents={activity.priceCents} participants={chosen.length} />
        <Button size="lg" disabled={busy || chosen.length === 0} onClick={confirm}>
          {busy ? 'Booking...' : 'Confirm booking'}
        </Button>
        {chosen.length === 0 && (
          <p className="text-center text-muted-foreground text-sm">
            Choose at least one child to book
          </p>
        )}
      </div>
    </>
  )
}
