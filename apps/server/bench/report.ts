import type { LoadResult } from './load-jobs.ts'
import type { SeedPlan, SeedResult } from './seed-bulk.ts'

export type ListingResult = {
  name: string
  path: string
  /** The `total` of the answer: how many public activities match. */
  matches: number
  /** JSON body of one page (24 cards). */
  bodyBytes: number
  load: LoadResult
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
  perListing: { name: string; p99OverBaseline: number; baselineBytesOverListing: number }[]
  /** The slowest listing's p99 against the baseline's p50. */
  worstP99OverBaseline: number
  /** The baseline's bytes against the largest listing page. */
  worstBaselineBytesOverListing: number
}

/** Listing p99 against the baseline's typical (p50) time, and the baseline's size per page. */
export function computeRatios(run: BenchRun): Ratios {
  const perListing = run.listings.map((listing) => ({
    name: listing.name,
    p99OverBaseline: listing.load.latencyMs.p99 / run.baseline.p50Ms,
    baselineBytesOverListing: run.baseline.bodyBytes / listing.bodyBytes,
  }))
  return {
    perListing,
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
    `- Load: ${run.settings.connections} connections, ${run.settings.warmupSeconds} s warm-up, ${run.settings.durationSeconds} s measured per combination (autocannon in a separate process)`,
    `- Seed: ${seconds(run.seed.totalMs)} (${run.seed.steps.map((step) => `${step.name} ${seconds(step.ms)}`).join(', ')})`,
    `- Rows: users ${count('user')}, providers ${count('vendors')} (${whole(run.plan.approvedProviders)} approved), locations ${count('vendor_locations')}, activities ${count('activities')} (${count('publicActivities')} public), activity categories ${count('activity_categories')}, prices ${count('activity_pricing')}, schedules ${count('activity_schedules')}, bookings ${count('bookings')}, reviews ${count('reviews')}`,
    ...run.notes.map((note) => `- Note: ${note}`),
    '',
    '| Combination | Matches | p50 ms | p99 ms | req/s | Bytes | p99 / baseline | Baseline bytes / bytes |',
    '|---|--:|--:|--:|--:|--:|--:|--:|',
    ...run.listings.map((listing, index) => {
      const listingRatios = ratios.perListing[index]
      const errors = listing.load.non2xx + listing.load.errors
      return `| ${listing.name} \`${listing.path}\`${errors > 0 ? ` (${errors} errors)` : ''} | ${whole(listing.matches)} | ${ms(listing.load.latencyMs.p50)} | ${ms(listing.load.latencyMs.p99)} | ${fixed(listing.load.requestsPerSecond)} | ${whole(listing.bodyBytes)} | ${ratio(listingRatios?.p99OverBaseline ?? Number.NaN)} | ${ratio(listingRatios?.baselineBytesOverListing ?? Number.NaN)} |`
    }),
    '',
    `Baseline \`${run.baseline.path}\` (every public activity with categories, booking ids, vendor and prices, for the browser to filter): ${whole(run.baseline.activities)} activities, ${run.baseline.runs} sequential requests, p50 ${whole(run.baseline.p50Ms)} ms, p99 ${whole(run.baseline.p99Ms)} ms, ${whole(run.baseline.bodyBytes)} bytes (${fixed(run.baseline.bodyBytes / 1024 / 1024)} MiB).`,
    '',
    `Worst listing p99 / baseline p50: ${ratio(ratios.worstP99OverBaseline)}. Baseline bytes / largest listing page: ${ratio(ratios.worstBaselineBytesOverListing)}.`,
  ]
  return lines.join('\n')
}
