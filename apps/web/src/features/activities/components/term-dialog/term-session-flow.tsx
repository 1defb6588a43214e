import type { ActivityDetail, PublicTerm } from '@afc/contracts'
import { useState } from 'react'
import { useChildren } from '@/components/children/api/get-children'
import { RegistrationFields } from '@/components/registration/registration-fields'
import { useRegistration } from '@/components/registration/use-registration'
import { Button } from '@/components/ui/button'
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { newIdempotencyKey } from '@/lib/idempotency-key'
import { useCreateBooking } from '../../api/create-booking'
import { useBookingQuote } from '../../api/get-booking-quote'
import { useSettleBooking } from '../../hooks/use-settle-booking'
import { type ChosenExtra, extrasOfChosen } from '../../lib/term-price'
import { ageReasons } from '../booking-dialog/age-reasons'
import { BookingFailure } from '../booking-dialog/booking-failure'
import { BookingSuccess } from '../booking-dialog/booking-success'
import { BookingTerms } from '../booking-dialog/booking-summary'
import { CodeAndPrice } from '../booking-dialog/code-and-price'
import { ParticipantsPicker } from '../booking-dialog/participants-picker'
import { codeStatus, codeToSend } from '../booking-dialog/promo-code-field'
import { QuoteTotal } from '../booking-dialog/quoted-price'
import { firstOpenSession, SessionPicker } from '../session-picker'
import { ChildrenExtras } from './children-extras'
import { PaymentChoicePicker, usePaymentChoice } from './payment-choice-picker'

export type TermSessionKind = 'trial' | 'drop_in'

interface TermSessionFlowProps {
  activity: ActivityDetail
  term: PublicTerm
  kind: TermSessionKind
  onClose: () => void
}

/**
 * One session of a term, as a trial class or a drop-in at the term's price for it: choose the
 * session and the children (and for a drop-in, each child's extras for that day), then book and
 * pay as for any session.
 */
export function TermSessionFlow({ activity, term, kind, onClose }: TermSessionFlowProps) {
  // One key per opening: a double click or a retry after a lost answer books once.
  const [idempotencyKey] = useState(newIdempotencyKey)
  const sessions = activity.upcomingSessions.filter((session) => session.termId === term.id)
  const [sessionId, setSessionId] = useState(() => firstOpenSession(sessions) ?? sessions[0]?.id)
  const [childIds, setChildIds] = useState<string[]>([])
  const [extras, setExtras] = useState<ChosenExtra[]>([])
  const [code, setCode] = useState<string | undefined>()
  const createBooking = useCreateBooking(activity.id)
  const { checkout, booked, settle } = useSettleBooking()
  const children = useChildren()
  // A refusal names an answer or the signature: it goes as soon as the parent changes them.
  const registration = useRegistration(activity.id, {
    onEdit: () => {
      createBooking.reset()
      checkout.reset()
    },
  })
  const reasonsAt = (session: string | undefined) =>
    session ? ageReasons(activity, session, children.data ?? []) : new Map<string, string>()
  const reasons = reasonsAt(sessionId)
  const chosen = childIds.filter((id) => !reasons.has(id))
  const chosenKids = (children.data ?? []).filter((child) => chosen.includes(child.id))
  const priceCents = (kind === 'trial' ? term.trialPriceCents : term.dropInPriceCents) ?? 0
  // A trial class comes without extras; a drop-in's are for its one session.
  const chosenExtras = kind === 'drop_in' ? extrasOfChosen(extras, chosen) : []
  // A free trial has nothing to take a code off.
  const priced =
    sessionId !== undefined && chosen.length > 0 && (priceCents > 0 || chosenExtras.length > 0)
  const quote = useBookingQuote(
    priced ? { sessionId, childIds: chosen, kind, extras: chosenExtras, code } : null,
  )
  const status = codeStatus(code, quote)
  const free = priced ? quote.quote?.totalCents === 0 : priceCents === 0
  const choices = priced ? (quote.quote?.paymentChoices ?? []) : []
  const { choice, setPaying } = usePaymentChoice(choices)

  if (booked) return <BookingSuccess booking={booked} onClose={onClose} />

  const changed = () => {
    createBooking.reset()
    checkout.reset()
  }
  const confirm = () => {
    if (!sessionId) return
    checkout.reset()
    createBooking.mutate(
      {
        request: {
          sessionId,
          childIds: chosen,
          kind,
          extras: chosenExtras,
          code: codeToSend(code, status),
          registration: registration.toSend(chosenKids),
        },
        idempotencyKey,
      },
      { onSuccess: (booking) => settle(booking, choice) },
    )
  }

  const busy = createBooking.isPending || checkout.leaving
  const failure = createBooking.error ?? checkout.error
  const [idleLabel, busyLabel] = !free
    ? ['Continue to payment', 'Opening payment...']
    : ['Confirm booking', 'Booking...']
  return (
    <>
      <DialogHeader className="border-b p-5 pr-12 sm:p-6 sm:pr-12">
        <DialogTitle>
          {kind === 'trial' ? 'Try a class' : 'Drop in'}: {term.name}
        </DialogTitle>
        <DialogDescription>
          {activity.title} ·{' '}
          {kind === 'trial' ? 'one class to try, once per child' : 'one session of the term'}
        </DialogDescription>
      </DialogHeader>
      <div className="grid min-h-0 flex-1 gap-6 overflow-y-auto p-5 sm:p-6">
        <SessionPicker
          sessions={sessions}
          timeZone={activity.location?.timeZone}
          value={sessionId}
          onChange={(session) => {
            changed()
            setSessionId(session)
            const turnedAway = reasonsAt(session)
            setChildIds(chosen.filter((id) => !turnedAway.has(id)))
          }}
        />
        <ParticipantsPicker
          selected={chosen}
          reasons={reasons}
          onChange={(ids) => {
            changed()
            setChildIds(ids)
          }}
        />
        {kind === 'drop_in' && (
          <ChildrenExtras
            term={term}
            chosen={chosenKids}
            extras={extras}
            onChange={(next) => {
              changed()
              setExtras(next)
            }}
          />
        )}
        <RegistrationFields state={registration} chosen={chosenKids} />
        <BookingTerms
          priceCents={priceCents}
          free={free}
          quoted={
            priced ? (
              <CodeAndPrice
                quote={quote}
                code={code}
                status={status}
                onCodeChange={(next) => {
                  changed()
                  setCode(next)
                }}
              />
            ) : undefined
          }
        />
        {choices.length > 1 && (
          <PaymentChoicePicker
            choices={choices}
            value={choice}
            timeZone={term.timeZone}
            onChange={(next) => {
              checkout.reset()
              setPaying(next)
            }}
          />
        )}
      </div>
      <div className="grid gap-3 border-t bg-card p-5 sm:p-6">
        {failure && <BookingFailure error={failure} />}
        <QuoteTotal listedCents={priceCents} state={priced ? quote : null} />
        <Button size="lg" disabled={busy || !sessionId || chosen.length === 0} onClick={confirm}>
          {busy ? busyLabel : idleLabel}
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
