import { useEffect, useState } from 'react'

/** Milliseconds left until `until` (never below 0), or null without a time to count to. */
function remainingUntil(until: string | null, now: number): number | null {
  return until === null ? null : Math.max(0, Date.parse(until) - now)
}

/**
 * The time left until `until`, ticking every second and stopping at 0; null when there is no
 * time to count to. A parent reading a hold sees it run down without reloading.
 */
export function useCountdown(until: string | null): number | null {
  const [now, setNow] = useState(Date.now)
  const remaining = remainingUntil(until, now)
  const running = remaining !== null && remaining > 0

  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [running])

  return remaining
}

/** '12:34': minutes and seconds left, rounded up so the last second still reads 0:01. */
export function countdownLabel(remainingMs: number): string {
  const seconds = Math.ceil(remainingMs / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}
