import { useCallback, useSyncExternalStore } from 'react'

/** Tailwind's `sm` breakpoint (40rem, 640 px): below it the layout is a phone's. */
export const SM_UP = '(min-width: 40rem)'
/** Tailwind's `lg` breakpoint (64rem, 1024 px): from it on, side panels stand beside the content. */
export const LG_UP = '(min-width: 64rem)'

/**
 * Whether a media query matches now, following it as the window changes. Where the browser
 * cannot tell (no matchMedia, as in jsdom), the answer is `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(subscribe, () => matchesMedia(query, fallback))
}

/** Whether a media query matches now, outside React; `fallback` where the browser cannot tell. */
export function matchesMedia(query: string, fallback = false): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback
}

/** Narrower than `sm`; a wide screen is assumed where the width is unknown. */
export function useIsPhone(): boolean {
  return !useMediaQuery(SM_UP, true)
}

/** useIsPhone's answer read once, outside React (a route loader). */
export function isPhoneNow(): boolean {
  return !matchesMedia(SM_UP, true)
}
