import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BenchServer } from './bench-server.ts'
import type {
  BookingLoadJob,
  BookingLoadResult,
  Job,
  JobResult,
  LoadJob,
  LoadResult,
  RushJob,
  RushResult,
  SequentialJob,
  SequentialResult,
} from './load-jobs.ts'

import type { BenchSettings } from './report.ts'

/** Generous: the whole catalogue on PGlite on a busy machine takes seconds, not minutes. */
export const REQUEST_TIMEOUT_MS = 120_000
/** How long dropped requests may keep the server busy before the next run starts anyway. */
export const DRAIN_LIMIT_MS = 180_000

const benchDir = path.dirname(fileURLToPath(import.meta.url))
const workerPath = path.join(benchDir, 'load-worker.ts')
const running = new Set<ChildProcess>()

/** Runs one job in a fresh load process and returns its answer. */
function runWorker(job: Job, timeLimitMs: number): Promise<JobResult> {
  return new Promise((resolve, reject) => {
    // tsx resolves from the server package, whichever directory the bench was started in.
    const child = spawn(process.execPath, ['--import', 'tsx', workerPath, JSON.stringify(job)], {
      cwd: path.dirname(benchDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    running.add(child)
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    // A stuck load process must not hold the bench forever.
    const timer = setTimeout(() => child.kill('SIGKILL'), timeLimitMs)
    child.on('error', reject)
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      running.delete(child)
      const lastLine = stdout.trim().split('\n').at(-1)
      if (code !== 0 || !lastLine) {
        reject(new Error(`load process ended with ${signal ?? code}: ${stderr.trim()}`))
        return
      }
      resolve(JSON.parse(lastLine) as JobResult)
    })
  })
}

export async function measureLoad(job: Omit<LoadJob, 'kind'>): Promise<LoadResult> {
  const limit = (job.durationSeconds + 150) * 1000
  const result = await runWorker({ kind: 'load', ...job }, limit)
  if (result.kind !== 'load') throw new Error('the load process answered the wrong job')
  return result
}

export async function measureBookingLoad(
  job: Omit<BookingLoadJob, 'kind'>,
): Promise<BookingLoadResult> {
  const limit = (job.durationSeconds + 150) * 1000
  const result = await runWorker({ kind: 'bookings', ...job }, limit)
  if (result.kind !== 'bookings') throw new Error('the load process answered the wrong job')
  return result
}

export async function measureRushLoad(job: Omit<RushJob, 'kind'>): Promise<RushResult> {
  const result = await runWorker({ kind: 'rush', ...job }, REQUEST_TIMEOUT_MS + 60_000)
  if (result.kind !== 'rush') throw new Error('the load process answered the wrong job')
  return result
}

export async function measureSequential(
  job: Omit<SequentialJob, 'kind'>,
): Promise<SequentialResult> {
  const limit = job.minDurationMs + (job.minRuns + job.warmupRuns + 1) * job.timeoutMs
  const result = await runWorker({ kind: 'sequential', ...job }, limit)
  if (result.kind !== 'sequential') throw new Error('the load process answered the wrong job')
  return result
}

/**
 * Sequential warm-up (which also gives the time of one request alone), then the load run, then
 * waiting until the server has worked off what the load run dropped.
 */
export async function measureEndpoint(options: {
  server: BenchServer
  url: string
  settings: BenchSettings
  headers?: Record<string, string>
  /** A POST's JSON, sent with every request; GET when absent. */
  body?: string
  connections?: number
}) {
  const { server, url, settings, headers, body } = options
  // Sequential, so the warm-up leaves no queue behind for the measured run to start in.
  const warmUp = await measureSequential({
    url,
    headers,
    body,
    warmupRuns: 0,
    minRuns: 2,
    maxRuns: 1_000,
    minDurationMs: settings.warmupSeconds * 1000,
    timeoutMs: REQUEST_TIMEOUT_MS,
  })
  const load = await measureLoad({
    url,
    headers,
    body,
    connections: options.connections ?? settings.connections,
    durationSeconds: settings.durationSeconds,
  })
  const drained = await server.idle(DRAIN_LIMIT_MS)
  const alone = { runs: warmUp.timesMs.length, p50Ms: percentile(warmUp.timesMs, 0.5) }
  return { alone, load, drained }
}

/** Stops any load process still running (on Ctrl+C or a failure). */
export function stopLoadProcesses(): void {
  for (const child of running) child.kill('SIGKILL')
  running.clear()
}

/** Nearest-rank percentile: with few samples p99 is simply the slowest one. */
export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length)))
  return sorted[rank - 1] ?? Number.NaN
}
