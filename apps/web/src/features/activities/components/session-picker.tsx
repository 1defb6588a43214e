import type { ActivitySession } from '@afc/contracts'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { placesToRunLabel } from '@/lib/run-minimum'
import { sessionTimeLabel, spotsLeftLabel } from '@/lib/session-time'
import { cn } from '@/lib/utils'

const FIRST_SESSIONS_SHOWN = 4

interface SessionPickerProps {
  sessions: ActivitySession[]
  timeZone: string | undefined
  value: string | undefined
  onChange: (sessionId: string) => void
}

function isFull(session: ActivitySession): boolean {
  return session.spotsLeft !== null && session.spotsLeft <= 0
}

/**
 * The upcoming sessions to choose from, in the venue's time zone. A full one can still be chosen:
 * its family joins the waiting list instead of booking. One whose minimum to run is past its
 * decision time, not yet decided, takes no booking: it shows, but cannot be chosen.
 */
export function SessionPicker({ sessions, timeZone, value, onChange }: SessionPickerProps) {
  const labelId = useId()
  const [showAll, setShowAll] = useState(false)
  const shown = showAll ? sessions : sessions.slice(0, FIRST_SESSIONS_SHOWN)
  const hidden = sessions.length - shown.length

  return (
    <div className="space-y-3">
      <p id={labelId} className="font-semibold text-sm">
        Choose a session
      </p>
      <RadioGroup aria-labelledby={labelId} value={value} onValueChange={onChange}>
        {shown.map((session) => {
          const full = isFull(session)
          const itemId = `${labelId}-${session.id}`
          const toRun = placesToRunLabel(session)
          return (
            <label
              key={session.id}
              htmlFor={itemId}
              className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 transition-colors has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
            >
              <RadioGroupItem id={itemId} value={session.id} disabled={session.decisionPending} />
              <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <span className="font-medium text-sm">
                  {sessionTimeLabel(session.startsAt, timeZone)}
                </span>
                <span
                  className={cn(
                    'text-xs',
                    full ? 'font-semibold text-destructive' : 'text-muted-foreground',
                  )}
                >
                  {spotsLeftLabel(session.spotsLeft)}
                  {toRun && ` · ${toRun}`}
                </span>
              </span>
            </label>
          )
        })}
      </RadioGroup>
      {sessions.length > FIRST_SESSIONS_SHOWN && (
        <Button
          variant="link"
          size="sm"
          className="h-auto min-h-6 px-0"
          onClick={() => setShowAll((all) => !all)}
        >
          {hidden > 0
            ? `Show ${hidden} more ${hidden === 1 ? 'session' : 'sessions'}`
            : 'Show fewer sessions'}
        </Button>
      )}
    </div>
  )
}

/** The session chosen at first: the soonest one with places left. */
export function firstOpenSession(sessions: ActivitySession[]): string | undefined {
  return sessions.find((session) => !isFull(session) && !session.decisionPending)?.id
}
