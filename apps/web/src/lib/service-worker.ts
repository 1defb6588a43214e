/**
 * Registers the service worker that lets the app open without a connection (/sw.js, written
 * by the build from service-worker/; docs/decisions/0057). Production builds only: in development and in
 * tests every file must come fresh from Vite.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const container = navigator.serviceWorker
  // Files this page loaded before the worker took control go to its cache as well.
  const keepLoadedAssets = (worker: ServiceWorker | null | undefined) => {
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.startsWith('/assets/'))
    worker?.postMessage({ type: 'keep-assets', urls })
  }
  container.addEventListener('controllerchange', () => keepLoadedAssets(container.controller))
  window.addEventListener('load', () => {
    container
      .register('/sw.js')
      .then(() => container.ready)
      .then((registration) => keepLoadedAssets(registration.active))
      .catch((error: unknown) => console.error('The offline app could not be set up', error))
  })
}
