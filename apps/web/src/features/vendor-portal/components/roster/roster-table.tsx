import type { TermRoster } from '@afc/contracts'
import { Check } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { cn } from '@/lib/utils'
import { bookingKindLabel } from '../../lib/booking-kind'
import { ChildRecordFacts } from './allergy-alerts'

type RosterSession = TermRoster['sessions'][number]

/** 'Sat, Mar 14' at the venue: the column heads stay narrow enough for a phone. */
function dayLabel(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(new Date(iso))
}

function SessionHead({ session, roster }: { session: RosterSession; roster: TermRoster }) {
  const madeUp = roster.sessions.find((each) => each.id === session.makesUpFor)
  return (
    <TableHead
      scope="col"
      className={cn('text-center', session.isCancelled && 'bg-muted/60 text-muted-foreground')}
    >
      <span className={cn('block', session.isCancelled && 'line-through')}>
        {dayLabel(session.startsAt, roster.term.timeZone)}
      </span>
      {session.isCancelled && <span className="block font-normal text-xs">Cancelled</span>}
      {madeUp && (
        <span className="block font-normal text-primary text-xs">
          Make-up for {dayLabel(madeUp.startsAt, roster.term.timeZone)}
        </span>
      )}
    </TableHead>
  )
}

// The child's name stays in view while the sessions scroll sideways under it.
const STICKY = 'sticky left-0 z-10 border-r bg-card'

/**
 * The children of a term against its sessions: a mark where a child holds a place, cancelled
 * sessions greyed, make-ups named; the table scrolls sideways with the child's name kept.
 */
export function RosterTable({ roster }: { roster: TermRoster }) {
  return (
    <div className="rounded-xl border bg-card">
      <Table
        aria-label={`Roster of ${roster.term.name}`}
        scrollLabel={`Roster of ${roster.term.name}, scrolls sideways`}
      >
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead scope="col" className={STICKY}>
              Child
            </TableHead>
            <TableHead scope="col">Kind</TableHead>
            {roster.sessions.map((session) => (
              <SessionHead key={session.id} session={session} roster={roster} />
            ))}
            <TableHead scope="col">Extras</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {roster.children.map((child) => (
            <TableRow
              key={`${child.bookingId}-${child.firstName}`}
              className="hover:bg-transparent"
            >
              <TableHead
                scope="row"
                className={cn(
                  STICKY,
                  'h-auto w-32 min-w-28 whitespace-normal py-2 font-normal sm:w-auto',
                )}
              >
                <span className="block font-medium text-foreground">
                  {child.firstName} {child.lastName}
                </span>
                <span className="block text-xs">{child.parentName}</span>
                {child.answers.map((answer) => (
                  <span key={answer.question} className="block text-xs">
                    {answer.question}{' '}
                    <span className="font-medium text-foreground">{answer.answer}</span>
                  </span>
                ))}
                <ChildRecordFacts
                  childId={child.childId}
                  firstName={child.firstName}
                  alerts={child.allergyAlerts}
                />
              </TableHead>
              <TableCell>
                <Badge variant={child.kind === 'term' ? 'secondary' : 'outline'}>
                  {bookingKindLabel(child.kind)}
                </Badge>
              </TableCell>
              {roster.sessions.map((session) => (
                <TableCell
                  key={session.id}
                  className={cn('text-center', session.isCancelled && 'bg-muted/60')}
                >
                  {child.sessionIds.includes(session.id) && (
                    <span
                      className={session.isCancelled ? 'text-muted-foreground/60' : 'text-primary'}
                    >
                      <Check className="mx-auto size-4" aria-hidden="true" />
                      <span className="sr-only">Place</span>
                    </span>
                  )}
                </TableCell>
              ))}
              <TableCell className="whitespace-nowrap">
                {child.extras.length > 0 ? child.extras.join(', ') : '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <tfoot className="border-t font-medium">
          <TableRow className="hover:bg-transparent">
            <TableHead scope="row" className={STICKY}>
              Children
            </TableHead>
            <TableCell />
            {roster.sessions.map((session) => (
              <TableCell
                key={session.id}
                className={cn('text-center tabular-nums', session.isCancelled && 'bg-muted/60')}
              >
                {session.booked}
              </TableCell>
            ))}
            <TableCell />
          </TableRow>
        </tfoot>
      </Table>
    </div>
  )
}
