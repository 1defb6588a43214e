import type { LoadResult } from './load-jobs.ts'
import type { SeedPlan, SeedResult } from './seed-bulk.ts'

export type ListingResult = {
  name: string
  path: string
  /** The `total` of the answer: how many public activities match. */
  matches: number
  /** JSON body of one page (24 cards). */
  bodyBytes: number
  /** One request at a time on an idle server (the warm-up): how long the work itself takes. */
  alone: { runs: number; p50Ms: number }
  load: LoadResult
  /** False when unanswered requests were still running long after the load run ended. */
  drained: boolean
}

export type BaselineResult = {
  path: string
  activities: number
  runs: number
  timesMs: number[]
  p50Ms: number
  p99Ms: number
  bodyBytes: number
}

export type BenchSettings = {
  durationSeconds: number
  connections: number
  warmupSeconds: number
  baselineRuns: number
  /** 1 unless BENCH_SCALE asked for a smaller marketplace. */
  scale: number
}

export type BenchRun = {
  startedAt: string
  driver: string
  databaseVersion: string
  node: string
  cpus: number
  settings: BenchSettings
  plan: SeedPlan
  notes: string[]
  seed: SeedResult
  listings: ListingResult[]
  baseline: BaselineResult
}

export type Ratios = {
  perListing: {
    name: string
    p99OverBaseline: number
    /** No request completed within the run: p99 is at least the run's duration. */
    atLeast: boolean
    baselineBytesOverListing: number
  }[]
  /** The slowest listing's p99 against the baseline's p50. */
  worstP99OverBaseline: number
  worstIsAtLeast: boolean
  /** The baseline's bytes against the largest listing page. */
  worstBaselineBytesOverListing: number
}

/** The p99 of a run, or at least its duration when no request completed within it. */
function listingP99(run: BenchRun, listing: ListingResult): number {
  return listing.load.requests === 0
    ? run.settings.durationSeconds * 1000
    : listing.load.latencyMs.p99
}

/** Listing p99 against the baseline's typical (p50) time, and the baseline's size per page. */
export function computeRatios(run: BenchRun): Ratios {
  const perListing = run.listings.map((listing) => ({
    name: listing.name,
    p99OverBaseline: listingP99(run, listing) / run.baseline.p50Ms,
    atLeast: listing.load.requests === 0,
    baselineBytesOverListing: run.baseline.bodyBytes / listing.bodyBytes,
  }))
  return {
    perListing,
    worstIsAtLeast: perListing.some((listing) => listing.atLeast),
    worstP99OverBaseline: Math.max(...perListing.map((ratio) => ratio.p99OverBaseline)),
    worstBaselineBytesOverListing: Math.min(
      ...perListing.map((ratio) => ratio.baselineBytesOverListing),
    ),
  }
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US')
const fixed = (value: number, digits = 1) => value.toFixed(digits)
const ratio = (value: number) => (value >= 100 ? whole(value) : value.toPrecision(3))
/** autocannon reports whole milliseconds: no decimals that were never measured. */
const ms = (value: number) => value.toFixed(Number.isInteger(value) ? 0 : 1)
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export function formatReport(run: BenchRun, ratios: Ratios): string {
  const { counts } = run.seed
  const count = (table: string) => whole(counts[table] ?? 0)
  const lines = [
    `## Catalogue listing benchmark: ${run.driver}`,
    '',
    `- Database: ${run.driver} (${run.databaseVersion}); Node ${run.node}; ${run.cpus} CPUs; ${run.startedAt}`,
    `- Load: per combination ${run.settings.warmupSeconds} s of sequential warm-up, then ${run.settings.connections} connections for ${run.settings.durationSeconds} s (autocannon in a separate process)`,
    `- Seed: ${seconds(run.seed.totalMs)} (${run.seed.steps.map((step) => `${step.name} ${seconds(step.ms)}`).join(', ')})`,
    `- Rows: users ${count('user')}, providers ${count('vendors')} (${whole(run.plan.approvedProviders)} approved), locations ${count('vendor_locations')}, activities ${count('activities')} (${count('publicActivities')} public), activity categories ${count('activity_categories')}, prices ${count('activity_pricing')}, schedules ${count('activity_schedules')}, bookings ${count('bookings')}, reviews ${count('reviews')}`,
    ...run.notes.map((note) => `- Note: ${note}`),
    ...run.listings
      .filter((listing) => !listing.drained)
      .map((listing) => `- Note: the server was still busy long after the '${listing.name}' run`),
    '',
    '| Combination | Matches | Alone p50 ms | p50 ms | p99 ms | req/s | Done | Bytes | p99 / baseline | Baseline bytes / bytes |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...run.listings.map((listing, index) => {
      const listingRatios = ratios.perListing[index]
      const { load } = listing
      const failures = load.non2xx + load.errors
      const none = `> ${whole(run.settings.durationSeconds * 1000)}`
      const cells = [
        `${listing.name} \`${listing.path}\`${failures > 0 ? ` (${failures} failed)` : ''}`,
        whole(listing.matches),
        whole(listing.alone.p50Ms),
        load.requests === 0 ? none : ms(load.latencyMs.p50),
        load.requests === 0 ? none : ms(load.latencyMs.p99),
        fixed(load.requestsPerSecond),
        whole(load.requests),
        whole(listing.bodyBytes),
        `${listingRatios?.atLeast ? '> ' : ''}${ratio(listingRatios?.p99OverBaseline ?? Number.NaN)}`,
        ratio(listingRatios?.baselineBytesOverListing ?? Number.NaN),
      ]
      return `| ${cells.join(' | ')} |`
    }),
    '',
    `Baseline \`${run.baseline.path}\` (every public activity with categories, booking ids, vendor and prices, for the browser to filter): ${whole(run.baseline.activities)} activities, ${run.baseline.runs} sequential requests, p50 ${whole(run.baseline.p50Ms)} ms, p99 ${whole(run.baseline.p99Ms)} ms, ${whole(run.baseline.bodyBytes)} bytes (${fixed(run.baseline.bodyBytes / 1024 / 1024)} MiB).`,
    '',
    `Worst listing p99 / baseline p50: ${ratios.worstIsAtLeast ? 'at least ' : ''}${ratio(ratios.worstP99OverBaseline)}. Baseline bytes / largest listing page: ${ratio(ratios.worstBaselineBytesOverListing)}.`,
    '',
    '"Alone": one request at a time on an idle server (the warm-up). "Done": requests answered within the measured run; "> N" means none was. With fewer done than connections, p50/p99 cover only the answered requests and understate the wait.',
  ]
  return lines.join('\n')
}
