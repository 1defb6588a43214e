import type { MouseEvent } from 'react'

export const MAIN_CONTENT_ID = 'main-content'

/** First stop for keyboard users: jumps past the navigation to the page's main landmark. */
export function SkipLink() {
  function focusMainContent(event: MouseEvent<HTMLAnchorElement>) {
    // Focusing directly keeps the router's URL free of a '#main-content' hash.
    event.preventDefault()
    document.getElementById(MAIN_CONTENT_ID)?.focus()
  }

  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={focusMainContent}
      className="sr-only rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100]"
    >
      Skip to main content
    </a>
  )
}
