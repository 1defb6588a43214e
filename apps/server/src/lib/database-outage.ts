import { HttpProblem } from './http-problem.ts'

/** Long enough for a restarted or failed-over database to take connections again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

// Socket errors raised while connecting to, or talking with, the database server.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

// SQLSTATEs that say the server is going away, overloaded or gave up waiting, not that the
// request was wrong. Class 08 (connection exception) is matched as a whole.
const SERVER_CODES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '57P05', // idle_session_timeout
  '57014', // query_canceled: here only ever by statement_timeout
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
])

// node-postgres and its pool report these without a code. Matched at the start only: a wrapper's
// message quotes the query's parameters, which a client chose.
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
]

/**
 * Names what went wrong when an error means the database is down, unreachable or too slow, so
 * the request can be answered 503 instead of 500. The name is a code or a fixed driver phrase:
 * safe to log, unlike the query's own message, which carries its SQL parameters.
 */
export function databaseOutageReason(error: unknown): string | undefined {
  const seen = new Set<unknown>()
  const pending: unknown[] = [error]
  // Drizzle and better-auth wrap the driver's error in `cause`; a refused connection to a host
  // with several addresses arrives as an AggregateError of one error per address.
  while (pending.length > 0 && seen.size < 16) {
    const current = pending.shift()
    if (!current || typeof current !== 'object' || seen.has(current)) continue
    seen.add(current)
    const { code, message, cause, errors } = current as {
      code?: unknown
      message?: unknown
      cause?: unknown
      errors?: unknown
    }
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isServerOutage(code))) return code
    if (typeof message === 'string') {
      const phrase = DRIVER_MESSAGES.find((known) => message.startsWith(known))
      if (phrase) return phrase
    }
    pending.push(cause)
    if (Array.isArray(errors)) pending.push(...errors)
  }
  return undefined
}

function isServerOutage(code: string) {
  return SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)
}

export const databaseUnavailable = () =>
  new HttpProblem({
    status: 503,
    title: 'Service Unavailable',
    detail: 'The service is briefly unavailable. Please try again in a moment.',
    headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
  })
