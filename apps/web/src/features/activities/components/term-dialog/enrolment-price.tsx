import { type Child, durationInWords, formatMoney, type PublicTerm } from '@afc/contracts'
import { CreditCard, ShieldCheck } from 'lucide-react'
import { useBookingTerms } from '../../api/get-booking-terms'
import { withdrawalLabel } from '../../lib/term-labels'
import type { ExtraLine } from '../../lib/term-price'
import { RunsIfNote } from '../booking-dialog/runs-if-note'

interface EnrolmentPriceProps {
  term: PublicTerm
  chosen: Child[]
  perChildCents: number
  extraLines: ExtraLine[]
}

/** '7 of 10 sessions left: $126.00' for a late join, 'All 10 sessions: $180.00' before the start. */
function termShareLabel(term: PublicTerm, cents: number): string {
  const sessions =
    term.sessionsLeft < term.sessionCount
      ? `${term.sessionsLeft} of ${term.sessionCount} sessions left`
      : `All ${term.sessionCount} ${term.sessionCount === 1 ? 'session' : 'sessions'}`
  return `${sessions}: ${formatMoney(cents)}`
}

/** What each chosen child's enrolment costs, with their extras, and the terms it is sold under. */
export function EnrolmentPrice({ term, chosen, perChildCents, extraLines }: EnrolmentPriceProps) {
  const hold = useBookingTerms()?.checkoutHoldMinutes
  return (
    <section aria-label="Price and terms" className="grid gap-3 rounded-xl bg-muted/60 p-4 text-sm">
      {chosen.length === 0 ? (
        <p className="text-muted-foreground">{termShareLabel(term, perChildCents)} per child</p>
      ) : (
        <ul className="grid gap-2">
          {chosen.map((child) => (
            <li key={child.id} className="grid gap-0.5">
              <span className="font-medium">{child.firstName}</span>
              <span className="text-muted-foreground">{termShareLabel(term, perChildCents)}</span>
              {extraLines
                .filter((line) => line.childId === child.id)
                .map((line) => (
                  <span key={line.extraId} className="text-muted-foreground">
                    {line.name}: {formatMoney(line.amountCents)}
                  </span>
                ))}
            </li>
          ))}
        </ul>
      )}
      <ul className="grid gap-2 border-t pt-3">
        <li className="flex items-start gap-2">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{withdrawalLabel(term)}</span>
        </li>
        <RunsIfNote run={term} timeZone={term.timeZone} verb="enrol" />
        {term.priceCents > 0 && (
          <li className="flex items-start gap-2">
            <CreditCard className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{`Your places are held${hold ? ` for ${durationInWords(hold)}` : ''} while you pay by card`}</span>
          </li>
        )}
      </ul>
    </section>
  )
}
