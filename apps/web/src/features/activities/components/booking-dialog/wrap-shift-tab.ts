import type { KeyboardEvent } from 'react'

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]'

/**
 * Shift+Tab on the dialog's first control goes round to its last. The dialog's own trap misses
 * this when the first control is a radio in a group: the group itself, which only hands the
 * focus on to its chosen radio, counts as the first stop, so the focus stayed put.
 */
export function wrapShiftTab(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab' || !event.shiftKey) return
  const focused = document.activeElement
  const stops = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      (element === focused || !element.contains(focused)) &&
      element.checkVisibility?.() !== false,
  )
  const last = stops.at(-1)
  if (stops[0] !== focused || !last) return
  event.preventDefault()
  last.focus()
}
