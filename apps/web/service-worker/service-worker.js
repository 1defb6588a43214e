// The app's service worker, written by hand. The build (plugin.ts) fills in BUILD and SHELL
// and writes it to /sw.js. It caches the app itself, never an answer of the API: the day's
// data lives in IndexedDB, per account, erased at sign-out (docs/decisions/0057).

/** The build this worker belongs to: a new deploy is a new worker with a new cache. */
const BUILD = '__BUILD__'
/** What index.html loads first: the entry, its preloads and the styles. */
const SHELL = ['__SHELL__']
const CACHE = `afc-app-${BUILD}`
const SHELL_URL = '/'
/** A navigation slower than this on a poor signal opens the cached app instead of waiting. */
const NAVIGATION_TIMEOUT_MS = 4000
/** Paths the server answers itself; any other path without an extension is the app. */
const SERVER_PATHS = /^\/(api|uploads|demo)(\/|$)/

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE)
      // The page is checked with the server, as it must name this build's files; those files
      // never change under their names, so the copies the page just loaded serve as they are.
      await cache.addAll([new Request(SHELL_URL, { cache: 'no-cache' }), ...SHELL])
      // A waiting worker would keep the previous build's shell on every open tab until all of
      // them close; at the door that may be never, so the new build takes over at once.
      await self.skipWaiting()
    })(),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(
        names
          .filter((name) => name.startsWith('afc-app-') && name !== CACHE)
          .map((name) => caches.delete(name)),
      )
      // No clients.claim(): a page opened before this worker keeps loading straight from the
      // server (the worker stays out of a first visit's way) and names its files instead.
    })(),
  )
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    if (!SERVER_PATHS.test(url.pathname) && !/\.[a-z0-9]+$/i.test(url.pathname)) {
      event.respondWith(openPage(request))
    }
    return
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(fromCacheFirst(request))
})

// A page this worker does not control (the first visit) names the files it loads, so the
// screens it opened open offline too.
self.addEventListener('message', (event) => {
  const { data } = event
  if (data?.type !== 'keep-assets' || !Array.isArray(data.urls)) return
  event.waitUntil(
    Promise.all(
      data.urls
        .filter((href) => typeof href === 'string' && isAsset(href))
        .map((href) => fromCacheFirst(new Request(href)).catch(() => undefined)),
    ),
  )
})

function isAsset(href) {
  const url = new URL(href, self.location.origin)
  return url.origin === self.location.origin && url.pathname.startsWith('/assets/')
}

/**
 * Network first: online, every page comes from the server, so a deploy shows at once and no
 * page is kept. Without a connection, or after a few seconds of a dying one, the cached app
 * opens and reads its data from the phone.
 */
async function openPage(request) {
  const cachedShell = () => caches.open(CACHE).then((cache) => cache.match(SHELL_URL))
  const fromNetwork = fetch(request).catch(
    async (error) => (await cachedShell()) ?? Promise.reject(error),
  )
  const fromCacheWhenSlow = new Promise((resolve) =>
    setTimeout(resolve, NAVIGATION_TIMEOUT_MS),
  ).then(async () => (await cachedShell()) ?? fromNetwork)
  return Promise.race([fromNetwork, fromCacheWhenSlow])
}

/** Fingerprinted files never change under one name: the cache answers, else the server. */
async function fromCacheFirst(request) {
  const cache = await caches.open(CACHE)
  const hit = await cache.match(request)
  if (hit) return hit
  const response = await fetch(request)
  if (response.ok) await cache.put(request, response.clone())
  return response
}
