/** What the bench asks of the load process, and what it answers (as JSON over argv/stdout). */

export type LoadJob = {
  kind: 'load'
  url: string
  connections: number
  durationSeconds: number
  warmupSeconds: number
}

/** One request at a time, for an answer too big to hammer: the whole catalogue. */
export type SequentialJob = {
  kind: 'sequential'
  url: string
  runs: number
  warmupRuns: number
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
