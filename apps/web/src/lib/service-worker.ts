/** Only the provider area opens offline: that is where staff stand at a door without signal. */
const SCOPE = '/vendor/'

/**
 * Registers the service worker that lets the provider area open without a connection (/sw.js,
 * written by the build from service-worker/; docs/decisions/0057), once the page has loaded.
 * Today asks for it: families, visitors and the rest of the provider area never need it, so it
 * costs their pages nothing. Production builds only: in development and in tests every file
 * must come fresh from Vite.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const container = navigator.serviceWorker
  const register = () => {
    container
      .register('/sw.js', { scope: SCOPE })
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
  }
  // Reached by a link inside the app, the page has long finished loading.
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
