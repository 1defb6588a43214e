import type { RunMinimumState } from '@afc/contracts'
import { Badge } from '@/components/ui/badge'
import { formatMonthDay } from '@/lib/session-time'

/** Amber: waiting on something, neither good nor bad yet. */
export const PENDING_TONE = 'border-amber-300 bg-amber-50 text-amber-950'

/** '4 of 6 minimum · decides Mar 4', on the venue's calendar. */
export function minimumProgressLabel(
  run: { confirmedPlaces: number; minPlaces: number; decisionAt: string },
  timeZone: string,
): string {
  return `${run.confirmedPlaces} of ${run.minPlaces} minimum · decides ${formatMonthDay(run.decisionAt, timeZone)}`
}

interface RunMinimumStatusProps {
  run: RunMinimumState
  timeZone: string
}

/**
 * Where a term's or single session's minimum stands: its count and decision day, 'Decision
 * pending' once that time passed below it, then 'Running' or 'Cancelled: too few places'.
 */
export function RunMinimumStatus({ run, timeZone }: RunMinimumStatusProps) {
  if (run.minPlaces === null) return null
  if (run.decision === 'runs') return <Badge variant="secondary">Running</Badge>
  if (run.decision === 'cancelled') {
    return <Badge variant="destructive">Cancelled: too few places</Badge>
  }
  if (run.decisionPending) {
    return (
      <Badge variant="outline" className={PENDING_TONE}>
        Decision pending
      </Badge>
    )
  }
  if (run.decisionAt === null) return null
  return (
    <span className="text-sm tabular-nums">
      {minimumProgressLabel(
        { ...run, minPlaces: run.minPlaces, decisionAt: run.decisionAt },
        timeZone,
      )}
    </span>
  )
}

/** A provider may still decide: a minimum, nothing recorded, and its decision time ahead. */
export function canDecideEarly(run: RunMinimumState, now = new Date()): boolean {
  return (
    run.minPlaces !== null &&
    run.decision === null &&
    !run.decisionPending &&
    run.decisionAt !== null &&
    Date.parse(run.decisionAt) > now.getTime()
  )
}
