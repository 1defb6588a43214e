import type { ActivityDetail, PublicTerm, WaitlistEntry } from '@afc/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useEnrolInTerm } from '@/components/bookings/api/enrol-in-term'
import { useChildren } from '@/components/children/api/get-children'
import { RegistrationFields } from '@/components/registration/registration-fields'
import { useRegistration } from '@/components/registration/use-registration'
import { Button } from '@/components/ui/button'
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { quoteKeys } from '@/lib/catalog-query-keys'
import { useEnrolmentQuote } from '../../api/get-enrolment-quote'
import { useJoinTermWaitlist } from '../../api/join-term-waitlist'
import { useSettleBooking } from '../../hooks/use-settle-booking'
import { termScheduleLabel } from '../../lib/term-labels'
import { type ChosenExtra, extrasOfChosen, listedPlaceCents } from '../../lib/term-price'
import { ageReasonsOn } from '../booking-dialog/age-reasons'
import { BookingFailure } from '../booking-dialog/booking-failure'
import { BookingSuccess } from '../booking-dialog/booking-success'
import { CodeAndPrice } from '../booking-dialog/code-and-price'
import { ParticipantsPicker } from '../booking-dialog/participants-picker'
import { codeStatus, codeToSend } from '../booking-dialog/promo-code-field'
import { QuoteTotal } from '../booking-dialog/quoted-price'
import { WaitlistJoined } from '../booking-dialog/waitlist-joined'
import { WaitlistNote } from '../booking-dialog/waitlist-note'
import { ChildrenExtras } from './children-extras'
import { EnrolmentPrice } from './enrolment-price'
import { PaymentChoicePicker, usePaymentChoice } from './payment-choice-picker'

interface EnrolFlowProps {
  activity: ActivityDetail
  term: PublicTerm
  onClose: () => void
}

/**
 * Enrol children in a term: who comes, each one's extras, the price before paying (a late join
 * pays the sessions left's share), then one booking for every session to come, paid at checkout.
 * A term without room for all the chosen children offers its waiting line instead.
 */
export function EnrolFlow({ activity, term, onClose }: EnrolFlowProps) {
  const [childIds, setChildIds] = useState<string[]>([])
  const [extras, setExtras] = useState<ChosenExtra[]>([])
  const [joined, setJoined] = useState<WaitlistEntry | null>(null)
  const [code, setCode] = useState<string | undefined>()
  const queryClient = useQueryClient()
  const enrol = useEnrolInTerm(activity.id)
  const joinWaitlist = useJoinTermWaitlist(activity.id)
  const { checkout, booked, settle } = useSettleBooking()
  const children = useChildren()
  // A refusal names an answer or the signature: it goes as soon as the parent changes them.
  const registration = useRegistration(activity.id, {
    onEdit: () => {
      enrol.reset()
      checkout.reset()
    },
  })
  // The server reads a child's age on the term's first session.
  const reasons = ageReasonsOn(activity, term.firstSessionAt, children.data ?? [])
  const chosenIds = childIds.filter((id) => !reasons.has(id))
  const chosen = (children.data ?? []).filter((child) => chosenIds.includes(child.id))
  const chosenExtras = extrasOfChosen(extras, chosenIds)
  // Siblings queue together, so a term is full for them once it cannot take them all.
  const waitlist = term.placesLeft !== null && term.placesLeft < Math.max(chosenIds.length, 1)
  // A waiting line charges nothing, and a free term without extras has nothing to take a code off.
  const priced =
    !waitlist && chosenIds.length > 0 && (term.priceCents > 0 || chosenExtras.length > 0)
  const quote = useEnrolmentQuote(
    term.id,
    priced ? { childIds: chosenIds, extras: chosenExtras, code } : null,
  )
  const status = codeStatus(code, quote)
  const free = priced ? quote.quote?.totalCents === 0 : term.priceCents === 0
  const choices = priced ? (quote.quote?.paymentChoices ?? []) : []
  const { choice, setPaying } = usePaymentChoice(choices)

  if (booked) return <BookingSuccess booking={booked} onClose={onClose} />
  if (joined) return <WaitlistJoined entry={joined} onClose={onClose} />

  // A refusal is about the choice made: changing the choice clears it.
  const changed = () => {
    enrol.reset()
    checkout.reset()
    joinWaitlist.reset()
  }
  const changeCode = (next: string | undefined) => {
    changed()
    setCode(next)
  }
  const join = () =>
    joinWaitlist.mutate(
      { termId: term.id, request: { childIds: chosenIds } },
      { onSuccess: setJoined },
    )
  const confirm = () => {
    checkout.reset()
    enrol.mutate(
      {
        termId: term.id,
        request: {
          childIds: chosenIds,
          extras: chosenExtras,
          code: codeToSend(code, status),
          registration: registration.toSend(chosen),
        },
      },
      {
        onSuccess: (enrolment) => settle(enrolment.booking, choice),
        // A code's last use gone meanwhile is then said under the code field too.
        onError: () => void queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
      },
    )
  }

  const busy = enrol.isPending || checkout.leaving || joinWaitlist.isPending
  const failure = enrol.error ?? checkout.error ?? joinWaitlist.error
  const [idleLabel, busyLabel] = waitlist
    ? ['Join waitlist', 'Joining...']
    : !free
      ? ['Continue to payment', 'Opening payment...']
      : ['Confirm enrolment', 'Enrolling...']
  return (
    <>
      <DialogHeader className="border-b p-5 pr-12 sm:p-6 sm:pr-12">
        <DialogTitle>Enrol in {term.name}</DialogTitle>
        <DialogDescription>
          {activity.title} · {termScheduleLabel(term)}
        </DialogDescription>
      </DialogHeader>
      <div className="grid min-h-0 flex-1 gap-6 overflow-y-auto p-5 sm:p-6">
        <ParticipantsPicker
          selected={chosenIds}
          reasons={reasons}
          onChange={(ids) => {
            changed()
            setChildIds(ids)
          }}
        />
        {waitlist ? (
          <WaitlistNote spotsLeft={term.placesLeft ?? 0} full="This term is full." />
        ) : (
          // The line is joined for places only: an offer enrols the children without extras.
          <>
            <ChildrenExtras
              term={term}
              chosen={chosen}
              extras={extras}
              onChange={(next) => {
                changed()
                setExtras(next)
              }}
            />
            <RegistrationFields state={registration} chosen={chosen} />
          </>
        )}
        <EnrolmentPrice
          term={term}
          free={free}
          quoted={
            priced ? (
              <CodeAndPrice quote={quote} code={code} status={status} onCodeChange={changeCode} />
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
        {failure && (
          <BookingFailure error={failure} fallback="Enrolment failed. Please try again." />
        )}
        <QuoteTotal listedCents={listedPlaceCents(term)} state={priced ? quote : null} />
        <Button
          size="lg"
          disabled={busy || chosenIds.length === 0}
          onClick={waitlist ? join : confirm}
        >
          {busy ? busyLabel : idleLabel}
        </Button>
        {chosenIds.length === 0 && (
          <p className="text-center text-muted-foreground text-sm">
            {waitlist
              ? 'Choose at least one child to join the waiting list'
              : 'Choose at least one child to enrol'}
          </p>
        )}
      </div>
    </>
  )
}
