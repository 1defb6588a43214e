import { useEffect, useEffectEvent, useRef, useState } from 'react'

const TYPING_PAUSE_MS = 300

/**
 * A text input's value that applies itself once typing pauses, and follows the applied value
 * when it changes elsewhere (back/forward, Clear All). `apply` runs at most once per pause.
 */
export function useDebouncedText(applied: string, apply: (text: string) => void) {
  const [text, setText] = useState(applied)
  // What this input last applied, so its own change coming back is not mistaken for an outside one.
  const lastApplied = useRef(applied)

  function applyOnce(next: string) {
    if (next === lastApplied.current) return
    lastApplied.current = next
    apply(next)
  }
  const applyAfterPause = useEffectEvent(applyOnce)

  useEffect(() => {
    if (applied === lastApplied.current) return
    lastApplied.current = applied
    setText(applied)
  }, [applied])

  useEffect(() => {
    const timer = window.setTimeout(() => applyAfterPause(text.trim()), TYPING_PAUSE_MS)
    return () => window.clearTimeout(timer)
  }, [text])

  /** Applies what is typed now, e.g. on Enter. */
  function applyNow() {
    applyOnce(text.trim())
  }

  return { text, setText, applyNow }
}
