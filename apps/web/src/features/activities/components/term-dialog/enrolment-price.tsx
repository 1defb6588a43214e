import { durationInWords, formatMoney, type PublicTerm } from '@afc/contracts'
import { CreditCard, ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { useBookingTerms } from '../../api/get-booking-terms'
import { withdrawalLabel } from '../../lib/term-labels'
import { listedPlaceCents } from '../../lib/term-price'
import { RunsIfNote } from '../booking-dialog/runs-if-note'

interface EnrolmentPriceProps {
  term: PublicTerm
  /** The server's price of the children chosen, line by line; none before any is chosen. */
  quoted?: ReactNode
  /** Nothing to pay: a free term, or one whose discounts take everything off. */
  free: boolean
}

/** '7 of 10 sessions left: $126.00' for a late join, 'All 10 sessions: $180.00' before the start. */
function termShareLabel(term: PublicTerm): string {
  const sessions =
    term.sessionsLeft < term.sessionCount
      ? `${term.sessionsLeft} of ${term.sessionCount} sessions left`
      : `All ${term.sessionCount} ${term.sessionCount === 1 ? 'session' : 'sessions'}`
  return `${sessions}: ${formatMoney(listedPlaceCents(term))}`
}

/** What enrolling the chosen children costs, line by line, and the terms it is sold under. */
export function EnrolmentPrice({ term, quoted, free }: EnrolmentPriceProps) {
  const hold = useBookingTerms()?.checkoutHoldMinutes
  return (
    <section aria-label="Price and terms" className="grid gap-3 rounded-xl bg-muted/60 p-4 text-sm">
      {quoted ?? <p className="text-muted-foreground">{termShareLabel(term)} per child</p>}
      <ul className="grid gap-2 border-t pt-3">
        <li className="flex items-start gap-2">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{withdrawalLabel(term)}</span>
        </li>
        <RunsIfNote run={term} timeZone={term.timeZone} verb="enrol" />
        {!free && (
          <li className="flex items-start gap-2">
            <CreditCard className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{`Your places are held${hold ? ` for ${durationInWords(hold)}` : ''} while you pay by card`}</span>
          </li>
        )}
      </ul>
    </section>
  )
}
