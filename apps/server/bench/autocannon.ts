import { createRequire } from 'node:module'

// The part of autocannon (9.x) the load process uses; the package ships no types.

export type Histogram = {
  average: number
  mean: number
  max: number
  p50: number
  p90: number
  p99: number
  total: number
}

export type AutocannonResult = {
  requests: Histogram
  latency: Histogram
  throughput: Histogram
  duration: number
  errors: number
  timeouts: number
  non2xx: number
  statusCodeStats: Record<string, { count: number }>
}

/** What setupRequest receives and returns: the request about to be written to the socket. */
export type RequestData = {
  method?: string
  path?: string
  headers?: Record<string, string>
  body?: string
}

export type AutocannonOptions = {
  url: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  /** Sent with every request (a POST's JSON). */
  body?: string
  connections: number
  /** Seconds; ignored when amount is set. */
  duration?: number
  /** Requests to send in all, spread evenly over the connections; the run ends after them. */
  amount?: number
  /** Seconds before an unanswered request counts as a timeout. */
  timeout: number
  /** Called before each request is built; it must always return a request. */
  requests?: { setupRequest: (request: RequestData) => RequestData }[]
}

/** The running benchmark: a thenable (no finally) of the result that can be stopped early. */
export type AutocannonInstance = PromiseLike<AutocannonResult> & {
  stop: () => void
  on: (
    event: 'response',
    listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
  ) => void
}

export const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => AutocannonInstance
