import { useEffect, useState } from 'react'

/**
 * `value` once it has stayed the same for `pauseMs`: a quick run of ticks and keystrokes asks the
 * server once, for where it ends. Compared by its JSON, so a request rebuilt at every render
 * with the same content counts as the same.
 */
export function useSettledValue<T>(value: T, pauseMs: number): T {
  const [settled, setSettled] = useState(value)
  const json = JSON.stringify(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(JSON.parse(json) as T), pauseMs)
    return () => window.clearTimeout(timer)
  }, [json, pauseMs])
  return settled
}
