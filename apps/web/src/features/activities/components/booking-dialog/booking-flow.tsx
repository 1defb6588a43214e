import type { ActivityDetail, WaitlistEntry } from '@afc/contracts'
import { useState } from 'react'
import { ageRangeLabel } from '@/components/activity-labels'
import { useChildren } from '@/components/children/api/get-children'
import { RegistrationFields } from '@/components/registration/registration-fields'
import { useRegistration } from '@/components/registration/use-registration'
import { Button } from '@/components/ui/button'
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { newIdempotencyKey } from '@/lib/idempotency-key'
import { useCreateBooking } from '../../api/create-booking'
import { useBookingQuote } from '../../api/get-booking-quote'
import { useJoinWaitlist } from '../../api/join-waitlist'
import { useSettleBooking } from '../../hooks/use-settle-booking'
import { SessionPicker } from '../session-picker'
import { PaymentChoicePicker, usePaymentChoice } from '../term-dialog/payment-choice-picker'
import { ageReasons } from './age-reasons'
import { BookingFailure } from './booking-failure'
import { BookingSuccess } from './booking-success'
import { BookingTerms } from './booking-summary'
import { CodeAndPrice } from './code-and-price'
import { ParticipantsPicker } from './participants-picker'
import { codeStatus, codeToSend } from './promo-code-field'
import { QuoteTotal } from './quoted-price'
import { WaitlistJoined } from './waitlist-joined'
import { WaitlistNote } from './waitlist-note'

interface BookingFlowProps {
  activity: ActivityDetail
  initialSessionId: string
  onClose: () => void
}

/**
 * Choose a session and the children, see the total, confirm; then the booking's next steps. A
 * paid activity's booking holds the places and sends the family on to pay for them. A session
 * without room for all the chosen children offers its waiting list instead.
 */
export function BookingFlow({ activity, initialSessionId, onClose }: BookingFlowProps) {
  // One key per opening: a double click or a retry after a lost answer books once.
  const [idempotencyKey] = useState(newIdempotencyKey)
  const [sessionId, setSessionId] = useState(initialSessionId)
  const [childIds, setChildIds] = useState<string[]>([])
  const [joined, setJoined] = useState<WaitlistEntry | null>(null)
  const [code, setCode] = useState<string | undefined>()
  const createBooking = useCreateBooking(activity.id)
  const joinWaitlist = useJoinWaitlist(activity.id)
  const { checkout, booked, settle } = useSettleBooking()
  const children = useChildren()
  // A refusal names an answer or the signature: it goes as soon as the parent changes them.
  const registration = useRegistration(activity.id, {
    onEdit: () => {
      createBooking.reset()
      checkout.reset()
    },
  })
  const timeZone = activity.location?.timeZone
  const reasonsAt = (session: string) => ageReasons(activity, session, children.data ?? [])
  const reasons = reasonsAt(sessionId)
  // A child the age rule turns away is never sent, even when added after being ticked.
  const chosen = childIds.filter((id) => !reasons.has(id))
  const chosenKids = (children.data ?? []).filter((child) => chosen.includes(child.id))
  // Siblings queue together, so a session is full for them once it cannot take them all.
  const session = activity.upcomingSessions.find((each) => each.id === sessionId)
  const spotsLeft = session?.spotsLeft
  const waitlist = spotsLeft != null && spotsLeft < Math.max(chosen.length, 1)
  // A waiting list charges nothing, and a free activity has nothing to take a code off.
  const priced = !waitlist && activity.priceCents > 0 && chosen.length > 0
  const quote = useBookingQuote(priced ? { sessionId, childIds: chosen, code } : null)
  const status = codeStatus(code, quote)
  const free = priced ? quote.quote?.totalCents === 0 : activity.priceCents === 0
  // The family's credit pays it all: confirmed at once, no card asked for.
  const byCredit = priced && !free && quote.quote?.cardCents === 0
  const choices = priced ? (quote.quote?.paymentChoices ?? []) : []
  const { choice, setPaying } = usePaymentChoice(choices)

  if (booked) return <BookingSuccess booking={booked} onClose={onClose} />
  if (joined) return <WaitlistJoined entry={joined} onClose={onClose} />

  // A refusal is about the choice made: changing the choice clears it.
  const choose = <T,>(set: (value: T) => void) => {
    return (value: T) => {
      createBooking.reset()
      checkout.reset()
      joinWaitlist.reset()
      set(value)
    }
  }

  const join = () =>
    joinWaitlist.mutate({ sessionId, childIds: chosen }, { onSuccess: (entry) => setJoined(entry) })

  const confirm = () => {
    checkout.reset()
    createBooking.mutate(
      {
        request: {
          sessionId,
          childIds: chosen,
          code: codeToSend(code, status),
          registration: registration.toSend(chosenKids),
        },
        idempotencyKey,
      },
      { onSuccess: (booking) => settle(booking, choice) },
    )
  }

  const busy = createBooking.isPending || checkout.leaving || joinWaitlist.isPending
  const failure = createBooking.error ?? checkout.error ?? joinWaitlist.error
  const [idleLabel, busyLabel] = waitlist
    ? ['Join waitlist', 'Joining...']
    : !free && !byCredit
      ? ['Continue to payment', 'Opening payment...']
      : ['Confirm booking', 'Booking...']
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
        {waitlist ? (
          <WaitlistNote spotsLeft={spotsLeft} />
        ) : (
          <RegistrationFields state={registration} chosen={chosenKids} />
        )}
        <BookingTerms
          priceCents={activity.priceCents}
          quoted={
            priced ? (
              <CodeAndPrice
                quote={quote}
                code={code}
                status={status}
                onCodeChange={choose(setCode)}
              />
            ) : undefined
          }
          free={free}
          byCredit={byCredit}
          waitlist={waitlist}
          session={session}
          timeZone={timeZone}
        />
        {choices.length > 1 && (
          <PaymentChoicePicker
            choices={choices}
            value={choice}
            timeZone={timeZone ?? 'UTC'}
            onChange={(next) => {
              checkout.reset()
              setPaying(next)
            }}
          />
        )}
      </div>
      <div className="grid gap-3 border-t bg-card p-5 sm:p-6">
        {failure && (
          <BookingFailure
            error={failure}
            fallback={
              joinWaitlist.error ? 'Could not join the waiting list. Please try again.' : undefined
            }
          />
        )}
        <QuoteTotal listedCents={activity.priceCents} state={priced ? quote : null} />
        <Button
          size="lg"
          disabled={busy || chosen.length === 0}
          onClick={waitlist ? join : confirm}
        >
          {busy ? busyLabel : idleLabel}
        </Button>
        {chosen.length === 0 ? (
          <p className="text-center text-muted-foreground text-sm">
            {waitlist
              ? 'Choose at least one child to join the waiting list'
              : 'Choose at least one child to book'}
          </p>
        ) : (
          // The explanation above may be scrolled out of sight on a phone: the gist stays here.
          waitlist && (
            <p className="text-center text-muted-foreground text-sm">
              Not enough places: we offer them to you when they free up
            </p>
          )
        )}
      </div>
    </>
  )
}
