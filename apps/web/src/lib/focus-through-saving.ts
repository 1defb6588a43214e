const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * Forms disable their controls while they save, and a control that is disabled while it has the
 * focus drops it to the page body: a keyboard user pressing Save Changes would start again at the
 * top of the page. This watches every form at once: the control gets the focus back as soon as it
 * is enabled again, or, when it stays disabled (a Save with nothing left to save), the nearest
 * control before it in its form does. Anything the user focuses meanwhile wins.
 */
export function keepFocusThroughSaving(document: Document): () => void {
  let dropped: HTMLElement | null = null

  const onFocusOut = (event: FocusEvent) => {
    const { target } = event
    dropped =
      event.relatedTarget === null && target instanceof HTMLElement && target.matches(':disabled')
        ? target
        : null
  }
  const onFocusIn = () => {
    dropped = null
  }

  const observer = new MutationObserver((mutations) => {
    const element = dropped
    if (!element) return
    const somethingEnabled = mutations.some(
      (mutation) => mutation.target instanceof Element && !mutation.target.hasAttribute('disabled'),
    )
    if (!somethingEnabled) return
    dropped = null
    const focused = document.activeElement
    const lost = !focused || focused === document.body || focused === element
    if (!element.isConnected || !lost) return
    const target = element.matches(':disabled') ? enabledBefore(element) : element
    target?.focus({ preventScroll: true })
  })

  document.addEventListener('focusout', onFocusOut, true)
  document.addEventListener('focusin', onFocusIn, true)
  observer.observe(document.documentElement, {
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled'],
  })
  return () => {
    document.removeEventListener('focusout', onFocusOut, true)
    document.removeEventListener('focusin', onFocusIn, true)
    observer.disconnect()
  }
}

/** The last enabled control before `element` in its form. */
function enabledBefore(element: HTMLElement): HTMLElement | undefined {
  const form = element.closest('form')
  if (!form) return undefined
  const controls = [...form.querySelectorAll<HTMLElement>(FOCUSABLE)]
  return controls
    .slice(0, controls.indexOf(element))
    .reverse()
    .find((control) => !control.matches(':disabled'))
}
