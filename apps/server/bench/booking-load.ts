import { readFile } from 'node:fs/promises'
import { autocannon } from './autocannon.ts'
import type { BookingLoadJob, BookingLoadResult, PreparedBooking } from './load-jobs.ts'

/**
 * Runs in the load process: POST /api/bookings on `connections` connections, each request the
 * next unsent one of the list, so that every answer is real work (a new booking) and never a
 * replay of an Idempotency-Key. Ends after durationSeconds or when the list is used up.
 */
export async function runBookingLoad(job: BookingLoadJob): Promise<BookingLoadResult> {
  const list = JSON.parse(await readFile(job.requestsFile, 'utf8')) as PreparedBooking[]
  if (list.length === 0) throw new Error('the booking list is empty')
  let sent = 0
  const started = performance.now()
  let lastAnswer = started
  const instance = autocannon({
    url: job.url,
    method: 'POST',
    // autocannon refuses more connections than requests.
    connections: Math.min(job.connections, list.length),
    // Each connection sends its share of the list and stops: no request is built twice.
    amount: list.length,
    timeout: 120,
    requests: [
      {
        setupRequest: (request) => {
          const next = list[sent]
          // Cannot happen while `amount` is the length of the list; a repeat would be a replay.
          if (!next) throw new Error('the booking list was used up twice')
          sent += 1
          return {
            ...request,
            method: 'POST',
            headers: {
              ...request.headers,
              'content-type': 'application/json',
              cookie: next.cookie,
              'idempotency-key': next.idempotencyKey,
            },
            body: next.body,
          }
        },
      },
    ],
  })
  instance.on('response', () => {
    lastAnswer = performance.now()
  })
  // Requests still unanswered when the time is up are dropped, not counted (the server still
  // books them: the bench waits for it before checking the sessions).
  const timer = setTimeout(() => instance.stop(), job.durationSeconds * 1000)
  let result: Awaited<typeof instance>
  try {
    result = await instance
  } finally {
    clearTimeout(timer)
  }
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, stats]) => [status, stats.count]),
  )
  const answered = Object.values(statuses).reduce((sum, count) => sum + count, 0)
  const durationSeconds = (lastAnswer - started) / 1000
  return {
    kind: 'bookings',
    prepared: list.length,
    sent,
    answered,
    durationSeconds,
    requestsPerSecond: durationSeconds > 0 ? answered / durationSeconds : 0,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.mean,
    },
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}
