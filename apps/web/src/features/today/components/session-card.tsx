import type { AttendanceAction, TodaySession } from '@afc/contracts'
import type { ReactNode } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { formatSessionTimeRange } from '@/lib/session-time'
import { shownState } from '../lib/shown-state'
import { type ChildAction, ChildRow } from './child-row'

/** A session of the day: its time, its counts and its children, phone first. */
export function SessionCard(props: {
  session: TodaySession
  pending: AttendanceAction[]
  now: Date
  onAction: (participantId: string, action: ChildAction) => void
}) {
  const { session, pending, now, onAction } = props
  const shown = session.children.map((child) => ({
    child,
    ...shownState(child, session.id, pending),
  }))
  const count = (...states: string[]) => shown.filter((s) => states.includes(s.state)).length
  const figures: [string, ReactNode][] = [
    ['Expected', session.counts.expected],
    ['Arrived', count('checked_in', 'checked_out')],
    ['Gone home', count('checked_out')],
    ['Absent', count('absent')],
  ]
  const times = formatSessionTimeRange(session.startsAt, session.endsAt, session.timeZone)
  return (
    <Card>
      <CardHeader>
        <CardTitle>{session.activityTitle}</CardTitle>
        <CardDescription>
          {times}
          {session.termName && ` · ${session.termName}`}
        </CardDescription>
        <dl className="mt-2 grid grid-cols-4 gap-2 text-center" aria-label="Counts">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-md bg-muted p-2">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="font-semibold text-lg">{value}</dd>
            </div>
          ))}
        </dl>
      </CardHeader>
      <CardContent>
        {shown.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nobody is booked on this session.</p>
        ) : (
          // A class held twice in a day has two lists: the time tells them apart when read aloud.
          <ul aria-label={`Children at ${session.activityTitle}, ${times}`}>
            {shown.map(({ child, state, unsent }) => (
              <ChildRow
                key={child.participantId}
                child={child}
                state={state}
                unsent={unsent}
                startsAt={session.startsAt}
                timeZone={session.timeZone}
                now={now}
                onAction={(action) => onAction(child.participantId, action)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
