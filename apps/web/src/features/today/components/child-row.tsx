import {
  ABSENT_AFTER_MINUTES,
  ALLERGY_SEVERITY_LABELS,
  type AttendanceState,
  type TodayChild,
} from '@afc/contracts'
import { AlertTriangle, CloudOff } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatClockTime } from '@/lib/session-time'
import { STATE_LABELS } from '../lib/shown-state'

export type ChildAction = 'check_in' | 'check_out' | 'absent' | 'undo'

const STATE_VARIANT: Record<AttendanceState, 'default' | 'secondary' | 'outline' | 'destructive'> =
  {
    expected: 'outline',
    checked_in: 'default',
    checked_out: 'secondary',
    absent: 'destructive',
  }

/** One child on the day's roster: what staff need at the door, and the one tap that fits. */
export function ChildRow(props: {
  child: TodayChild
  state: AttendanceState
  unsent: boolean
  startsAt: string
  timeZone: string
  now: Date
  onAction: (action: ChildAction) => void
}) {
  const { child, state, unsent, startsAt, timeZone, now, onAction } = props
  const name = `${child.firstName} ${child.lastName}`
  const absentFrom = new Date(startsAt).getTime() + ABSENT_AFTER_MINUTES * 60_000
  const undoableUntil = child.lastAction?.undoableUntil
  // Judged on the phone's clock too: a day kept on the phone may be older than its answer.
  const canUndo = !unsent && undoableUntil && new Date(undoableUntil) > now
  return (
    <li className="grid gap-2 border-b py-3 last:border-b-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-medium">
            {name}
            {child.age !== null && <span className="text-muted-foreground"> · {child.age}</span>}
          </p>
          <div className="mt-1 flex flex-wrap gap-1">
            <Badge variant={STATE_VARIANT[state]}>{STATE_LABELS[state]}</Badge>
            {unsent && (
              <Badge variant="outline">
                <CloudOff aria-hidden="true" className="size-3" /> Not yet sent
              </Badge>
            )}
            {!unsent && child.latePickupMinutes !== null && (
              <Badge variant="destructive">Late pickup: {child.latePickupMinutes} min</Badge>
            )}
            {child.allergyAlerts.map((alert) => (
              <Badge key={alert.name} variant="destructive" title={alert.whatToDo ?? undefined}>
                <AlertTriangle aria-hidden="true" className="size-3" />
                {alert.name} ({ALLERGY_SEVERITY_LABELS[alert.severity]})
              </Badge>
            ))}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {(state === 'expected' || state === 'absent') && (
            <Button size="sm" onClick={() => onAction('check_in')} aria-label={`Check in ${name}`}>
              Check in
            </Button>
          )}
          {state === 'checked_in' && !unsent && (
            <Button
              size="sm"
              onClick={() => onAction('check_out')}
              aria-label={`Check out ${name}`}
            >
              Check out
            </Button>
          )}
          {state === 'expected' && !unsent && now.getTime() >= absentFrom && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => onAction('absent')}
              aria-label={`Mark ${name} absent`}
            >
              Absent
            </Button>
          )}
          {canUndo && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onAction('undo')}
              aria-label={`Undo ${name}'s last action`}
            >
              Undo
            </Button>
          )}
        </div>
      </div>
      {child.lastAction && !unsent && (
        <p className="text-xs text-muted-foreground">
          {STATE_LABELS[state]} at {formatClockTime(child.lastAction.at, timeZone)} by{' '}
          {child.lastAction.byName}
          {child.lastAction.collectedBy && `, collected by ${child.lastAction.collectedBy}`}
        </p>
      )}
      <dl className="grid gap-1 text-sm">
        <div className="flex flex-wrap gap-1">
          <dt className="text-muted-foreground">May collect:</dt>
          <dd>
            {child.collectors.map((p) => `${p.name} (${p.relationship})`).join(', ') ||
              'Nobody on the record'}
          </dd>
        </div>
        {child.answers.map((answer) => (
          <div key={answer.question} className="flex flex-wrap gap-1">
            <dt className="text-muted-foreground">{answer.question}:</dt>
            <dd>{answer.answer}</dd>
          </div>
        ))}
      </dl>
    </li>
  )
}
