import { autocannon } from './autocannon.ts'
import { runBookingLoad } from './booking-load.ts'
import type { Job, LoadJob, LoadResult, SequentialJob, SequentialResult } from './load-jobs.ts'
import { runPacedLoad } from './paced-load.ts'
import { runRush } from './rush-load.ts'

// The load generator runs here, in its own process, so it never competes with the server for
// the event loop. It takes one job as JSON in argv and prints one JSON result on stdout.

async function runLoad(job: LoadJob): Promise<LoadResult> {
  if (job.overallRate !== undefined) return runPacedLoad({ ...job, overallRate: job.overallRate })
  const result = await autocannon({
    url: job.url,
    ...(job.headers ? { headers: job.headers } : {}),
    ...(job.body === undefined ? {} : { method: 'POST' as const, body: job.body }),
    connections: job.connections,
    duration: job.durationSeconds,
    // Requests still unanswered when the time is up are dropped, not counted: the table shows
    // how many completed.
    timeout: 120,
  })
  const requests = result.requests.total
  return {
    kind: 'load',
    requests,
    durationSeconds: result.duration,
    requestsPerSecond: result.requests.average,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.mean,
    },
    bytesPerResponse: requests > 0 ? result.throughput.total / requests : 0,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

async function runSequential(job: SequentialJob): Promise<SequentialResult> {
  const timesMs: number[] = []
  const statuses: number[] = []
  let bodyBytes = 0
  for (let run = 0; run < job.warmupRuns; run += 1) await timedFetch(job)
  const started = performance.now()
  while (
    timesMs.length < job.maxRuns &&
    (timesMs.length < job.minRuns || performance.now() - started < job.minDurationMs)
  ) {
    const result = await timedFetch(job)
    timesMs.push(result.elapsedMs)
    statuses.push(result.status)
    bodyBytes = result.bodyBytes
  }
  return { kind: 'sequential', timesMs, bodyBytes, statuses }
}

/** Time to the last byte of the body. */
async function timedFetch(job: SequentialJob) {
  const started = performance.now()
  const response = await fetch(job.url, {
    ...(job.headers ? { headers: job.headers } : {}),
    ...(job.body === undefined ? {} : { method: 'POST', body: job.body }),
    signal: AbortSignal.timeout(job.timeoutMs),
  })
  const body = await response.arrayBuffer()
  return {
    elapsedMs: performance.now() - started,
    status: response.status,
    bodyBytes: body.byteLength,
  }
}

const job = JSON.parse(process.argv[2] ?? '{}') as Job
const result =
  job.kind === 'load'
    ? await runLoad(job)
    : job.kind === 'bookings'
      ? await runBookingLoad(job)
      : job.kind === 'rush'
        ? await runRush(job)
        : await runSequential(job)
process.stdout.write(`${JSON.stringify(result)}\n`)
