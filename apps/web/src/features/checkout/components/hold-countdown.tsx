import { Clock } from 'lucide-react'
import { countdownLabel, useCountdown } from '@/lib/use-countdown'
import { cn } from '@/lib/utils'

/**
 * How long the places stay held, ticking down; once the time is up, what paying now means.
 * Only the running out is announced: a screen reader reading every second would be noise.
 */
export function HoldCountdown({ holdExpiresAt }: { holdExpiresAt: string }) {
  const remaining = useCountdown(holdExpiresAt) ?? 0
  const ranOut = remaining === 0
  return (
    <div
      className={cn(
        'flex items-start gap-2 rounded-lg p-3 text-sm',
        ranOut ? 'bg-amber-50 text-amber-950' : 'bg-muted',
      )}
    >
      <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {!ranOut && (
        <p>
          Your places are held for{' '}
          <span className="font-semibold tabular-nums">{countdownLabel(remaining)}</span>
        </p>
      )}
      <p role="status">
        {ranOut &&
          'The hold has run out: if you pay now, the booking is confirmed only if places are still free'}
      </p>
    </div>
  )
}
