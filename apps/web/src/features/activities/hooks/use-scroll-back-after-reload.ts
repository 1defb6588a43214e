import { useEffect, useRef } from 'react'

const STORAGE_KEY = 'activities-scroll-before-reload'

function wasReloaded(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? []
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'reload'
}

/**
 * After a reload, the router puts the page back where it was while the list is still loading and
 * the page too short to get there; a phone that had shown many cards would land far above the
 * card it was at. So the place is kept as the page goes, and taken up again once the cards are
 * back (`ready`).
 */
export function useScrollBackAfterReload(enabled: boolean, ready: boolean) {
  const restored = useRef(false)

  useEffect(() => {
    if (!enabled) return
    const remember = () =>
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ url: location.href, y: window.scrollY }))
    window.addEventListener('pagehide', remember)
    return () => window.removeEventListener('pagehide', remember)
  }, [enabled])

  useEffect(() => {
    if (!enabled || !ready || restored.current) return
    restored.current = true
    const saved = sessionStorage.getItem(STORAGE_KEY)
    sessionStorage.removeItem(STORAGE_KEY)
    if (!saved || !wasReloaded()) return
    const { url, y } = JSON.parse(saved) as { url: string; y: number }
    if (url === location.href) window.scrollTo(0, y)
  }, [enabled, ready])
}
