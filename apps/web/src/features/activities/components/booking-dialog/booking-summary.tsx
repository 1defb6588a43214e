import { type ActivitySession, CANCELLATION_POLICY, durationInWords } from '@afc/contracts'
import { CreditCard, ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatMoney } from '@/lib/money'
import { useBookingTerms } from '../../api/get-booking-terms'
import { RunsIfNote } from './runs-if-note'

interface BookingTermsProps {
  /** What one child costs as listed, shown until a child is chosen. */
  priceCents: number
  /** The server's price of the children chosen, line by line; none before any is chosen. */
  quoted?: ReactNode
  /** Nothing to pay: a free activity, or one whose discounts take everything off. */
  free: boolean
  /** The family's account credit pays all of it. */
  byCredit?: boolean
  waitlist?: boolean
  /** The session chosen, with its minimum to run, at the venue. */
  session?: ActivitySession | undefined
  timeZone?: string | undefined
}

/** The price of the children chosen, line by line, and the terms the family books under. */
export function BookingTerms({
  priceCents,
  quoted,
  free,
  byCredit = false,
  waitlist = false,
  session,
  timeZone,
}: BookingTermsProps) {
  const hold = useBookingTerms()?.checkoutHoldMinutes
  return (
    <section aria-label="Price and terms" className="grid gap-3 rounded-xl bg-muted/60 p-4 text-sm">
      {quoted ?? (
        <p className="text-muted-foreground">
          {priceCents === 0 ? 'This activity is free.' : `${formatMoney(priceCents)} per child`}
        </p>
      )}
      <ul className="grid gap-2 border-t pt-3">
        <li className="flex items-start gap-2">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{CANCELLATION_POLICY}</span>
        </li>
        <li className="flex items-start gap-2">
          <CreditCard className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            {free
              ? 'Free — no payment needed'
              : byCredit
                ? 'Paid with your credit — no card needed'
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
