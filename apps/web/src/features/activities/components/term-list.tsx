import { type ActivityDetail, formatMoney, type PublicTerm } from '@afc/contracts'
import { CalendarRange } from 'lucide-react'
import { lazy, Suspense, useRef } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { placesToRunLabel } from '@/lib/run-minimum'
import { spotsLeftLabel } from '@/lib/session-time'
import { useBookNow } from '../hooks/use-book-now'
import {
  sessionsLeftLabel,
  termPriceLabel,
  termScheduleLabel,
  withdrawalLabel,
} from '../lib/term-labels'
import type { TermChoice } from './term-dialog/term-dialog'

// Loaded on the first Enrol, Try a class or Drop in, as the booking dialog is on Book Now.
const TermDialog = lazy(() =>
  import('./term-dialog/term-dialog').then((module) => ({ default: module.TermDialog })),
)

function extraLabel(extra: PublicTerm['extras'][number]): string {
  const price = `${formatMoney(extra.priceCents)}${extra.pricePer === 'session' ? ' a session' : ''}`
  if (extra.placesLeft === null) return `${extra.name}: ${price}`
  return `${extra.name}: ${price} · ${extra.placesLeft <= 0 ? 'Full' : spotsLeftLabel(extra.placesLeft)}`
}

/** One term as a family weighs it: when, how full, what it costs, and what comes with it. */
function TermCard({
  term,
  onChoose,
}: {
  term: PublicTerm
  onChoose: (action: TermChoice['action'], button: HTMLElement) => void
}) {
  const headingId = `term-${term.id}`
  const left = sessionsLeftLabel(term)
  const toRun = placesToRunLabel(term)
  return (
    <li aria-labelledby={headingId} className="space-y-3 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {term.name}
          {term.isCamp && ' '}
          {term.isCamp && (
            <Badge variant="secondary" className="ml-2 align-middle">
              Camp
            </Badge>
          )}
        </h3>
        {/* Beside the name where there is room; under it, aligned with it, on a phone. */}
        <span className="text-muted-foreground text-sm sm:text-right">
          {spotsLeftLabel(term.placesLeft)}
          {toRun && <span className="block font-medium text-foreground">{toRun}</span>}
        </span>
      </div>
      <p className="flex gap-2 text-sm">
        <CalendarRange
          className="mt-0.5 size-4 shrink-0 text-muted-foreground"
          aria-hidden="true"
        />
        <span>
          {termScheduleLabel(term)}
          {left && <span className="block text-muted-foreground">{left}</span>}
        </span>
      </p>
      <p className="font-medium">{termPriceLabel(term)}</p>
      {(term.dropInPriceCents !== null || term.trialPriceCents !== null) && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm">
          {term.dropInPriceCents !== null && (
            <li>Drop-in: {formatMoney(term.dropInPriceCents)} a session</li>
          )}
          {term.trialPriceCents !== null && (
            <li>Trial class: {formatMoney(term.trialPriceCents)}</li>
          )}
        </ul>
      )}
      {term.extras.length > 0 && (
        <div className="text-sm">
          <p className="text-muted-foreground">Extras</p>
          <ul className="list-disc pl-5">
            {term.extras.map((extra) => (
              <li key={extra.id}>{extraLabel(extra)}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-muted-foreground text-xs">{withdrawalLabel(term)}</p>
      {(term.canEnrol || term.canTry || term.canDropIn) && (
        <div className="grid grid-cols-2 gap-2 border-t pt-3 sm:flex sm:flex-wrap">
          {term.canEnrol && (
            <Button
              className="col-span-2"
              aria-describedby={headingId}
              onClick={(event) => onChoose('enrol', event.currentTarget)}
            >
              Enrol
            </Button>
          )}
          {term.canTry && (
            <Button
              variant="outline"
              aria-describedby={headingId}
              onClick={(event) => onChoose('trial', event.currentTarget)}
            >
              Try a class
            </Button>
          )}
          {term.canDropIn && (
            <Button
              variant="outline"
              aria-describedby={headingId}
              onClick={(event) => onChoose('drop_in', event.currentTarget)}
            >
              Drop in
            </Button>
          )}
        </div>
      )}
    </li>
  )
}

/**
 * A course's terms still to come, soonest first, each with the ways the term is sold (enrol, a
 * trial class, a drop-in); nothing for an activity without terms.
 */
export function TermList({ activity }: { activity: ActivityDetail }) {
  const { bookNow, choice, closeBooking } = useBookNow<TermChoice>()
  const opener = useRef<HTMLElement | null>(null)
  const { terms } = activity
  if (terms.length === 0) return null
  return (
    <section aria-labelledby="terms-heading" className="space-y-3">
      <h2 id="terms-heading" className="font-semibold text-xl">
        Terms
      </h2>
      <ul className="grid gap-3">
        {terms.map((term) => (
          <TermCard
            key={term.id}
            term={term}
            onChoose={(action, button) => {
              opener.current = button
              bookNow({ termId: term.id, action })
            }}
          />
        ))}
      </ul>
      {choice !== null && (
        <Suspense fallback={null}>
          <TermDialog
            activity={activity}
            choice={choice}
            onClose={closeBooking}
            returnFocusTo={opener}
          />
        </Suspense>
      )}
    </section>
  )
}
