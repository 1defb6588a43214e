/** What the bench asks of the load process, and what it answers (as JSON over argv/stdout). */

export type LoadJob = {
  kind: 'load'
  url: string
  /** Sent with every request (the session cookie of the dashboard runs). */
  headers?: Record<string, string>
  /** A POST's JSON, the same for every request (the price quote's); GET when absent. */
  body?: string
  /**
   * Paced runs only: each request POSTs the next of these instead of `body`, none twice (each
   * check-in of a different child); the run ends early when they are used up.
   */
  bodies?: string[]
  connections: number
  /**
   * Requests per second from all connections together, evenly spread (`paced-load.ts`); as fast
   * as answered when absent.
   */
  overallRate?: number
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
  body?: string
  warmupRuns: number
  minRuns: number
  maxRuns: number
  minDurationMs: number
  timeoutMs: number
}

/** One POST /api/bookings as the load process sends it: each is sent once, never twice. */
export type PreparedBooking = {
  /** The Cookie header of the signed-in parent. */
  cookie: string
  idempotencyKey: string
  /** JSON of the BookingRequest: { sessionId, childIds } (or a term enrolment's { childIds }). */
  body: string
  /** Where this one is sent, when a list goes to several addresses (each term's enrolments). */
  url?: string
}

/**
 * Bookings under load: every request is the next one of the prepared list (a JSON file of
 * PreparedBooking, too big for argv), until durationSeconds have passed or the list is used up.
 */
export type BookingLoadJob = {
  kind: 'bookings'
  url: string
  requestsFile: string
  connections: number
  durationSeconds: number
}

/**
 * The rush: every booking of the list sent at once, queued by the client on `connections`
 * keep-alive connections in list order, each answer recorded.
 */
export type RushJob = {
  kind: 'rush'
  url: string
  requestsFile: string
  connections: number
}

export type Job = LoadJob | SequentialJob | BookingLoadJob | RushJob

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

export type BookingLoadResult = {
  kind: 'bookings'
  /** Requests in the list, and how many of them were sent (answered or not). */
  prepared: number
  sent: number
  /** Answered within the run, whatever the status. */
  answered: number
  /** From the start to the last answer (not to the next whole second, as autocannon's is). */
  durationSeconds: number
  /** answered / durationSeconds. */
  requestsPerSecond: number
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number }
  /** Answers per HTTP status, e.g. { '201': 9120, '409': 3 }. */
  statuses: Record<string, number>
  errors: number
  timeouts: number
}

/** One booking of the rush, in the order of the list; times in ms from the rush's start. */
export type RushAnswer = {
  /** When a connection took the request: its place in the queue of arrivals. */
  sentMs: number
  answeredMs: number
  /** 0 when the request failed without an answer. */
  status: number
  /** The booking's id on a 201 (a term enrolment's too), else the problem's detail (or the failure's message). */
  bookingId?: string
  detail?: string
}

export type RushResult = { kind: 'rush'; answers: RushAnswer[] }

export type JobResult = LoadResult | SequentialResult | BookingLoadResult | RushResult
