import { formatMoney, type VendorTerm } from '@afc/contracts'
import { Badge } from '@/components/ui/badge'
import { formatSessionDate } from '@/lib/session-time'
import { pluralize } from '../../lib/plural'
import { DeleteTermButton } from './delete-term-button'
import { TermExtraList } from './term-extra-list'

/** 'Spring 2027 · Ballet Basics', '10 sessions · Sat, Mar 6, 2027 – Sat, May 8, 2027', prices, extras, Delete. */
function TermRow({ term }: { term: VendorTerm }) {
  const live = term.sessions.filter((session) => !session.isCancelled)
  const first = live[0]
  const last = live.at(-1)
  return (
    <li className="flex flex-col gap-1 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-medium">
          {term.name} <span className="text-muted-foreground">· {term.activityTitle}</span>
          {term.isCamp && (
            <Badge variant="secondary" className="ml-2">
              Camp
            </Badge>
          )}
        </p>
        <p className="text-muted-foreground text-sm">
          {pluralize(live.length, 'session')}
          {first && last
            ? ` · ${formatSessionDate(first.startsAt, term.timeZone)} – ${formatSessionDate(last.startsAt, term.timeZone)}`
            : ''}
        </p>
        <TermExtraList termId={term.id} termName={term.name} extras={term.extras} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm">
          {formatMoney(term.priceCents)}
          {term.dropInPriceCents !== null && ` · Drop-in ${formatMoney(term.dropInPriceCents)}`}
          {term.trialPriceCents !== null && ` · Trial ${formatMoney(term.trialPriceCents)}`}
        </p>
        <DeleteTermButton term={term} />
      </div>
    </li>
  )
}

export function TermList({ terms }: { terms: VendorTerm[] }) {
  return (
    <ul className="grid gap-2" aria-label="Terms">
      {terms.map((term) => (
        <TermRow key={term.id} term={term} />
      ))}
    </ul>
  )
}
