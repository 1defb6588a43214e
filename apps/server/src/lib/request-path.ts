import type { FastifyRequest } from 'fastify'

/** Rounds of percent-decoding: enough to unwrap any double encoding a proxy might undo. */
const DECODE_ROUNDS = 3

/**
 * The path every check keyed on a prefix must decide on. The router decodes the URL before it
 * matches, so a check reading the raw URL would let '/%61pi/...' reach an API route unchecked.
 * A matched request answers with its route's pattern ('/api/bookings/:id/cancel'); a request no
 * route matched answers with its path decoded, dot segments and repeated slashes resolved, in
 * lower case, so that every spelling of '/api/' counts as the API.
 */
export function routedPath(request: FastifyRequest): string {
  return request.routeOptions.url ?? normalisedPath(request.url)
}

export function normalisedPath(url: string): string {
  let pathname = url.split('?')[0] ?? '/'
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    const decoded = safelyDecoded(pathname)
    if (decoded === pathname) break
    pathname = decoded
  }
  const segments: string[] = []
  for (const segment of pathname.split(/[/\\]+/)) {
    if (segment === '..') segments.pop()
    else if (segment !== '' && segment !== '.') segments.push(segment)
  }
  return `/${segments.join('/')}`.toLowerCase()
}

export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/')

function safelyDecoded(value: string) {
  try {
    return decodeURIComponent(value)
  } catch {
    // A stray '%' is left as it is; the router answers such a path with a 404 or a 400.
    return value
  }
}
