/**
 * Registers the service worker that lets the app open without a connection (/sw.js, written
 * by the build from service-worker/; docs/decisions/0057). Production builds only: in
 * development and in tests every file must come fresh from Vite.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const container = navigator.serviceWorker
  window.addEventListener('load', () => {
    container
      .register('/sw.js')
      .then(() => container.ready)
      .then((registration) => {
        // A controlled page's files go through the worker, which keeps them. The first visit
        // is not controlled: it names what it has loaded, and what it loads later, instead.
        if (container.controller) return
        const keep = (entries: PerformanceEntryList) => {
          const urls = entries
            .map((entry) => entry.name)
            .filter((name) => new URL(name).pathname.startsWith('/assets/'))
          if (urls.length > 0) registration.active?.postMessage({ type: 'keep-assets', urls })
        }
        keep(performance.getEntriesByType('resource'))
        new PerformanceObserver((list) => keep(list.getEntries())).observe({ type: 'resource' })
      })
      .catch((error: unknown) => console.error('The offline app could not be set up', error))
  })
}
