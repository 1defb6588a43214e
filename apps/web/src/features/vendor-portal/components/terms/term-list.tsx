import { formatMoney, type VendorTermRow } from '@afc/contracts'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatSessionDate } from '@/lib/session-time'
import { useDecideVendorTerm } from '../../api/decide-vendor-term'
import { heldAttendanceWords } from '../../lib/attendance-words'
import { pluralize } from '../../lib/plural'
import { PlanDialog } from '../payment-plan/plan-dialog'
import { RunDecisionButtons } from '../run-minimum/run-decision-buttons'
import { canDecideEarly, RunMinimumStatus } from '../run-minimum/run-minimum-status'
import { CancelTermButton } from './cancel-term-button'
import { DeleteTermButton } from './delete-term-button'
import { EditTermDialog } from './edit-term-dialog'
import { ExtraDialog } from './extra-dialog'
import { TermExtraList } from './term-extra-list'

/** 'Spring 2027 · Ballet Basics', '10 sessions · Sat, Mar 6, 2027 – Sat, May 8, 2027', prices, extras, actions. */
function TermRow({ term, now }: { term: VendorTermRow; now: Date }) {
  const decideTerm = useDecideVendorTerm()
  const live = term.sessions.filter((session) => !session.isCancelled)
  const calledOff = term.sessions.length > 0 && live.length === 0
  // A called-off term still says which sessions it had.
  const shown = calledOff ? term.sessions : live
  const first = shown[0]
  const last = shown.at(-1)
  const toCome = live.some((session) => new Date(session.startsAt) > now)
  const places = term.capacity ?? term.activityCapacity
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="font-medium">
            {term.name} <span className="text-muted-foreground">· {term.activityTitle}</span>
            {term.isCamp && (
              <Badge variant="secondary" className="ml-2">
                Camp
              </Badge>
            )}
            {calledOff && term.decision !== 'cancelled' && (
              <Badge variant="destructive" className="ml-2">
                Cancelled
              </Badge>
            )}
          </p>
          <p className="text-muted-foreground text-sm">
            {pluralize(shown.length, 'session')}
            {places !== null && ` · ${pluralize(places, 'place')}`}
            {first && last
              ? ` · ${formatSessionDate(first.startsAt, term.timeZone)} – ${formatSessionDate(last.startsAt, term.timeZone)}`
              : ''}
          </p>
          <RunMinimumStatus run={term} timeZone={term.timeZone} />
          {(!calledOff || term.attendance.held > 0) && (
            <p className={term.attendance.held > 0 ? 'text-sm' : 'text-muted-foreground text-sm'}>
              {heldAttendanceWords(term.attendance)}
            </p>
          )}
        </div>
        <p className="text-sm">
          {formatMoney(term.priceCents)}
          {term.dropInPriceCents !== null && ` · Drop-in ${formatMoney(term.dropInPriceCents)}`}
          {term.trialPriceCents !== null && ` · Trial ${formatMoney(term.trialPriceCents)}`}
        </p>
      </div>
      <TermExtraList termId={term.id} termName={term.name} extras={term.extras} />
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <Link
            to={`/vendor/terms/${term.id}/roster`}
            aria-label={`Roster of ${term.name} of ${term.activityTitle}`}
          >
            Roster
          </Link>
        </Button>
        {!calledOff && <EditTermDialog term={term} />}
        {!calledOff && <ExtraDialog termId={term.id} termName={term.name} />}
        {!calledOff && (
          <PlanDialog
            target={{ kind: 'term', id: term.id }}
            name={`${term.name} of ${term.activityTitle}`}
            description="A deposit or monthly instalments families may choose when they enrol."
            priceCents={term.priceCents}
            startsAt={live[0]?.startsAt ?? null}
            timeZone={term.timeZone}
            priceName="the term price"
          />
        )}
        {term.minPlaces !== null && canDecideEarly(term, now) && (
          <RunDecisionButtons
            name={`${term.name} of ${term.activityTitle}`}
            of="term"
            minPlaces={term.minPlaces}
            confirmedPlaces={term.confirmedPlaces}
            decide={(decision) => decideTerm.mutateAsync({ id: term.id, decision })}
          />
        )}
        {toCome && <CancelTermButton term={term} />}
        <DeleteTermButton term={term} />
      </div>
    </li>
  )
}

export function TermList({ terms }: { terms: VendorTermRow[] }) {
  const now = new Date()
  return (
    <ul className="grid gap-2" aria-label="Terms">
      {terms.map((term) => (
        <TermRow key={term.id} term={term} now={now} />
      ))}
    </ul>
  )
}
