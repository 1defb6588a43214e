import { BASELINE_PATH } from './baseline-route.ts'
import type { BenchServer } from './bench-server.ts'
import { measureEndpoint, measureSequential, percentile, REQUEST_TIMEOUT_MS } from './measure.ts'
import type { BaselineResult, BenchSettings, ListingResult } from './report.ts'
import { LISTING_COMBINATIONS } from './settings.ts'

/**
 * One page as a browser gets it: its size, how many activities match in all, and how long it
 * took as the first request of its kind (nothing remembered yet: every statement runs).
 */
async function fetchPage(url: string) {
  const started = performance.now()
  const response = await fetch(url)
  const body = await response.text()
  const firstMs = performance.now() - started
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`)
  return { bodyBytes: Buffer.byteLength(body), matches: Number(JSON.parse(body).total), firstMs }
}

/** The public listing, one filter combination after another. */
export async function measureListings(options: {
  server: BenchServer
  settings: BenchSettings
}): Promise<ListingResult[]> {
  const { server, settings } = options
  const listings: ListingResult[] = []
  for (const combination of LISTING_COMBINATIONS) {
    const url = server.baseUrl + combination.path
    const page = await fetchPage(url)
    const { alone, load, drained } = await measureEndpoint({ server, url, settings })
    listings.push({ ...combination, ...page, alone, load, drained })
    console.log(
      `  ${combination.name}: first ${page.firstMs.toFixed(0)} ms, alone ${alone.p50Ms.toFixed(0)} ms; under load ${load.requests} ` +
        `answered, p50 ${load.latencyMs.p50} ms, p99 ${load.latencyMs.p99} ms, ` +
        `${load.requestsPerSecond.toFixed(1)} req/s; ${page.bodyBytes} bytes`,
    )
  }
  return listings
}

/**
 * The original design's whole catalogue, one request at a time: it is too big to hammer, and
 * the listing's ratios compare against it.
 */
export async function measureBaseline(options: {
  server: BenchServer
  settings: BenchSettings
  activities: number
}): Promise<BaselineResult> {
  const { server, settings, activities } = options
  const sequential = await measureSequential({
    url: server.baseUrl + BASELINE_PATH,
    warmupRuns: 1,
    minRuns: settings.baselineRuns,
    maxRuns: settings.baselineRuns,
    minDurationMs: 0,
    timeoutMs: REQUEST_TIMEOUT_MS,
  })
  if (sequential.statuses.some((status) => status !== 200)) {
    throw new Error(`the baseline answered ${sequential.statuses.join(', ')}`)
  }
  return {
    path: BASELINE_PATH,
    activities,
    runs: sequential.timesMs.length,
    timesMs: sequential.timesMs,
    p50Ms: percentile(sequential.timesMs, 0.5),
    p99Ms: percentile(sequential.timesMs, 0.99),
    bodyBytes: sequential.bodyBytes,
  }
}
