import type { VendorSessionRow } from '@afc/contracts'
import { Badge } from '@/components/ui/badge'
import { formatSessionDate, formatSessionTimeRange } from '@/lib/session-time'
import { useDecideVendorSession } from '../../api/decide-vendor-session'
import { attendanceWords } from '../../lib/attendance-words'
import { AnnounceDialog } from '../announcements/announce-dialog'
import { RunDecisionButtons } from '../run-minimum/run-decision-buttons'
import { canDecideEarly, RunMinimumStatus } from '../run-minimum/run-minimum-status'
import { WaitlistDialog } from '../waitlist/waitlist-dialog'
import { bookedLabel } from './booked-label'
import { CancelSessionButton } from './cancel-session-button'

interface SessionListProps {
  sessions: VendorSessionRow[]
  /** Past sessions are history: they cannot be cancelled any more. */
  cancellable: boolean
  /** The name of the term each session of a term belongs to, by session id. */
  termNames: ReadonlyMap<string, string>
}

function monthOf(session: VendorSessionRow): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: session.timeZone,
    month: 'long',
    year: 'numeric',
  }).format(new Date(session.startsAt))
}

/** Sessions in the order given, under a heading per month so a long schedule stays readable. */
function byMonth(sessions: VendorSessionRow[]): [string, VendorSessionRow[]][] {
  const groups = new Map<string, VendorSessionRow[]>()
  for (const session of sessions) {
    const month = monthOf(session)
    groups.set(month, [...(groups.get(month) ?? []), session])
  }
  return [...groups]
}

const headingId = (month: string) => `sessions-${month.replace(' ', '-').toLowerCase()}`

interface SessionRowProps {
  session: VendorSessionRow
  cancellable: boolean
  termName: string | undefined
}

function SessionRow({ session, cancellable, termName }: SessionRowProps) {
  const decideSession = useDecideVendorSession()
  const when = `${formatSessionDate(session.startsAt, session.timeZone)}, ${formatSessionTimeRange(
    session.startsAt,
    session.endsAt,
    session.timeZone,
  )}`
  const upcoming = cancellable && !session.isCancelled && Date.parse(session.startsAt) > Date.now()
  const canMessage = upcoming && (session.booked > 0 || session.waiting > 0)
  // A line forms only once a session is full; it stays worth a look while anyone is in it.
  const full = session.capacity !== null && session.booked >= session.capacity
  const hasLine = upcoming && (full || session.waiting > 0)
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium">
          {formatSessionDate(session.startsAt, session.timeZone)}
          <span className="ml-2 font-normal text-muted-foreground">
            {formatSessionTimeRange(session.startsAt, session.endsAt, session.timeZone)}
          </span>
        </p>
        <p className="truncate text-muted-foreground text-sm">
          {session.activityTitle}
          {termName && ` · ${termName}`}
        </p>
        <RunMinimumStatus run={session} timeZone={session.timeZone} />
        {/* A session no one booked says so in its places already. */}
        {session.attendance && session.attendance.expected > 0 && (
          <p className="text-sm">{attendanceWords(session.attendance)}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {/* A session cancelled for too few places says so beside its title instead. */}
        {session.isCancelled && session.decision !== 'cancelled' && (
          <Badge variant="destructive">Cancelled</Badge>
        )}
        <span className="text-sm tabular-nums">
          {bookedLabel(session.booked, session.capacity)}
        </span>
        {canMessage && (
          <AnnounceDialog
            target={{ kind: 'session', id: session.id }}
            label="Message families"
            accessibleLabel={`Message families of ${session.activityTitle} on ${when}`}
            audience={`Everyone booked into ${session.activityTitle} on ${when}.`}
            timeZone={session.timeZone}
            waiting={session.waiting}
          />
        )}
        {hasLine && <WaitlistDialog session={session} />}
        {cancellable && session.minPlaces !== null && canDecideEarly(session) && (
          <RunDecisionButtons
            name={`${session.activityTitle} on ${when}`}
            of="session"
            minPlaces={session.minPlaces}
            confirmedPlaces={session.confirmedPlaces}
            decide={(decision) => decideSession.mutateAsync({ id: session.id, decision })}
          />
        )}
        {cancellable && !session.isCancelled && (
          <CancelSessionButton session={session} termName={termName} />
        )}
      </div>
    </li>
  )
}

export function SessionList({ sessions, cancellable, termNames }: SessionListProps) {
  return (
    <div className="grid gap-6">
      {byMonth(sessions).map(([month, monthSessions]) => (
        <section key={month} aria-labelledby={headingId(month)} className="grid gap-2">
          <h2
            id={headingId(month)}
            className="font-semibold text-muted-foreground text-sm uppercase tracking-wide"
          >
            {month}
          </h2>
          <ul className="divide-y rounded-xl border bg-card">
            {monthSessions.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                cancellable={cancellable}
                termName={termNames.get(session.id)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
