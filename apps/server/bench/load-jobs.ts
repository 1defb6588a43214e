/** What the bench asks of the load process, and what it answers (as JSON over argv/stdout). */

export type LoadJob = {
  kind: 'load'
  url: string
  /** Sent with every request (the session cookie of the dashboard runs). */
  headers?: Record<string, string>
  connections: number
  durationSeconds: number
}

/**
 * One request at a time: the warm-up before a load run (which also tells how long one request
 * takes on an idle server), and the whole catalogue, which is too big to hammer. Runs at least
 * minRuns and for at least minDurationMs, never more than maxRuns, after warmupRuns unmeasured.
 */
export type SequentialJob = {
  kind: 'sequential'
  url: string
  headers?: Record<string, string>
  warmupRuns: number
  minRuns: number
  maxRuns: number
  minDurationMs: number
  timeoutMs: number
}

export type Job = LoadJob | SequentialJob

export type LoadResult = {
  kind: 'load'
  requests: number
  durationSeconds: number
  requestsPerSecond: number
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number }
  /** Average bytes on the wire per response, headers included. */
  bytesPerResponse: number
  non2xx: number
  errors: number
  timeouts: number
}

export type SequentialResult = {
  kind: 'sequential'
  /** Time to the last byte of each measured request. */
  timesMs: number[]
  bodyBytes: number
  statuses: number[]
}

export type JobResult = LoadResult | SequentialResult
