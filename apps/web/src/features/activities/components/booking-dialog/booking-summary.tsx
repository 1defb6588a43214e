import { type ActivitySession, CANCELLATION_POLICY, durationInWords } from '@afc/contracts'
import { CreditCard, ShieldCheck } from 'lucide-react'
import { formatMoney } from '@/lib/money'
import { useBookingTerms } from '../../api/get-booking-terms'
import { RunsIfNote } from './runs-if-note'

interface PriceProps {
  priceCents: number
  participants: number
}

interface BookingTermsProps extends PriceProps {
  waitlist?: boolean
  /** The session chosen, with its minimum to run, at the venue. */
  session?: ActivitySession | undefined
  timeZone?: string | undefined
}

/** The price per child times the children chosen, and the terms the family books under. */
export function BookingTerms({
  priceCents,
  participants,
  waitlist = false,
  session,
  timeZone,
}: BookingTermsProps) {
  const children = participants === 1 ? '1 child' : `${participants} children`
  const hold = useBookingTerms()?.checkoutHoldMinutes
  return (
    <section aria-label="Price and terms" className="grid gap-3 rounded-xl bg-muted/60 p-4 text-sm">
      <p className="text-muted-foreground">
        {priceCents === 0
          ? 'This activity is free.'
          : `${formatMoney(priceCents)} per child${participants > 0 ? ` × ${children}` : ''}`}
      </p>
      <ul className="grid gap-2 border-t pt-3">
        <li className="flex items-start gap-2">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{CANCELLATION_POLICY}</span>
        </li>
        <li className="flex items-start gap-2">
          <CreditCard className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            {priceCents === 0
              ? 'Free — no payment needed'
              : waitlist
                ? 'Nothing is charged to join the waiting list: you pay only if you book an offer'
                : `Your places are held${hold ? ` for ${durationInWords(hold)}` : ''} while you pay by card`}
          </span>
        </li>
        {session && <RunsIfNote run={session} timeZone={timeZone} verb="book" />}
      </ul>
    </section>
  )
}

/** The total, always in sight next to the confirm button. */
export function BookingTotal({ priceCents, participants }: PriceProps) {
  // Before anyone is chosen a paid activity shows its price per child, not 'Free'.
  return (
    <TotalLine
      total={
        participants === 0 && priceCents > 0
          ? `${formatMoney(priceCents)} per child`
          : formatMoney(priceCents * participants)
      }
    />
  )
}

/** A total in words ('$252.00', 'Free'), as every booking dialog shows it by its button. */
export function TotalLine({ total }: { total: string }) {
  return (
    <p className="flex items-baseline justify-between gap-3">
      <span className="font-semibold">Total</span>
      <output aria-label="Total price" className="font-bold text-xl">
        {total}
      </output>
    </p>
  )
}
