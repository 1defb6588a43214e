import { creditLabel } from '@afc/contracts'
import { Wallet } from 'lucide-react'
import { formatRevenue } from '@/lib/money'
import { useCredits } from '../../api/get-credits'

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })

/**
 * The family's account credits still to spend, each with whom and until when. Shown only when
 * there is some: credit is taken off the next booking with that provider (or any, for the
 * platform's) before the card.
 */
export function CreditBalancesCard() {
  const credits = useCredits()
  const list = credits.data?.credits ?? []
  if (list.length === 0) return null
  return (
    <section
      aria-labelledby="credit-balances-title"
      className="grid gap-3 rounded-2xl border bg-card p-5 shadow-sm"
    >
      <h2 id="credit-balances-title" className="flex items-center gap-2 font-semibold">
        <Wallet className="size-5 text-primary" aria-hidden="true" />
        Your credit
      </h2>
      <ul className="grid gap-2 text-sm">
        {list.map((credit) => (
          <li key={credit.id} className="flex items-baseline justify-between gap-3">
            <span>
              {creditLabel(credit.providerName)}
              <span className="block text-muted-foreground text-xs">
                Until {day(credit.expiresAt)}
              </span>
            </span>
            <span className="font-semibold tabular-nums">{formatRevenue(credit.leftCents)}</span>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground text-xs">
        Credit is taken off your next booking before your card. It cannot be paid out.
      </p>
    </section>
  )
}
