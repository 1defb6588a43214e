import http from 'node:http'
import type { LoadJob, LoadResult } from './load-jobs.ts'

const TIMED_OUT = 'timed out'

type Answer =
  | { latencyMs: number; status: number; bytes: number }
  | { failed: { timedOut: boolean } }

/** One request on the agent's keep-alive connections: its status and bytes, headers included. */
function send(
  agent: http.Agent,
  job: LoadJob,
  body: string | undefined,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      job.url,
      {
        agent,
        method: body === undefined ? 'GET' : 'POST',
        headers: job.headers ?? {},
        timeout: 120_000,
      },
      (response) => {
        let bytes = response.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0)
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }))
        response.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(new Error(TIMED_OUT)))
    request.on('error', reject)
    request.end(body)
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))

function percentile(sorted: number[], share: number) {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0
}

/**
 * Families at their own pace: each of `connections` sends one request every
 * connections / overallRate seconds, the families evenly staggered, so the server sees a steady
 * `overallRate` per second instead of a burst at the top of each second (as autocannon's rate
 * limit sends them). A family waits for its answer before asking again; a request sent late
 * because the last answer came late is timed from when it was due, so a slow server cannot hide
 * its queue by slowing the families down.
 */
export async function runPacedLoad(job: LoadJob & { overallRate: number }): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections })
  const periodMs = (job.connections / job.overallRate) * 1000
  const started = performance.now()
  const endsAt = started + job.durationSeconds * 1000
  const answers: Answer[] = []
  let used = 0
  const family = async (index: number) => {
    for (let due = started + (index * periodMs) / job.connections; due < endsAt; due += periodMs) {
      await sleep(due - performance.now())
      const body = job.bodies ? job.bodies[used++] : job.body
      if (job.bodies && body === undefined) return
      try {
        const { status, bytes } = await send(agent, job, body)
        answers.push({ latencyMs: performance.now() - due, status, bytes })
      } catch (error) {
        answers.push({
          failed: { timedOut: error instanceof Error && error.message === TIMED_OUT },
        })
      }
    }
  }
  await Promise.all(Array.from({ length: job.connections }, (_, index) => family(index)))
  agent.destroy()
  const durationSeconds = (performance.now() - started) / 1000
  const answered = answers.flatMap((answer) => ('failed' in answer ? [] : [answer]))
  const latencies = answered.map((answer) => answer.latencyMs).sort((a, b) => a - b)
  const total = latencies.reduce((sum, latency) => sum + latency, 0)
  return {
    kind: 'load',
    requests: answered.length,
    durationSeconds,
    requestsPerSecond: answered.length / durationSeconds,
    latencyMs: {
      p50: percentile(latencies, 0.5),
      p90: percentile(latencies, 0.9),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1) ?? 0,
      mean: latencies.length > 0 ? total / latencies.length : 0,
    },
    bytesPerResponse:
      answered.length > 0 ? answered.reduce((sum, a) => sum + a.bytes, 0) / answered.length : 0,
    non2xx: answered.filter((answer) => answer.status < 200 || answer.status > 299).length,
    errors: answers.filter((answer) => 'failed' in answer && !answer.failed.timedOut).length,
    timeouts: answers.filter((answer) => 'failed' in answer && answer.failed.timedOut).length,
  }
}
