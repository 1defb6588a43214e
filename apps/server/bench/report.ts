import type { VendorDashboard } from '@afc/contracts'
import { formatAdminPages, formatAdminPlans } from './admin-report.ts'
import type { AdminPageResult } from './admin-section.ts'
import { formatAttendance } from './attendance-report.ts'
import type { AttendanceResult } from './attendance-section.ts'
import { formatBookings, formatMailInRequest } from './bookings-report.ts'
import type { BookingsResult } from './bookings-section.ts'
import type { StatementCount, StatementPlan } from './dashboard.ts'
import { formatDashboards } from './dashboard-report.ts'
import type { LoadResult } from './load-jobs.ts'
import type { MailInRequestResult } from './mail-section.ts'
import { formatQuote } from './quote-report.ts'
import type { QuoteResult } from './quote-section.ts'
import { fixed, ms, ratio, seconds, whole } from './report-numbers.ts'
import { formatRush } from './rush-report.ts'
import type { RushResult } from './rush-section.ts'
import type { DashboardVendor } from './seed-bookings.ts'
import type { SeedPlan, SeedResult } from './seed-bulk.ts'
import { formatTermRush } from './term-rush-report.ts'
import type { TermRushResult } from './term-rush-section.ts'

export type ListingResult = {
  name: string
  path: string
  /** The `total` of the answer: how many public activities match. */
  matches: number
  /** JSON body of one page (24 cards). */
  bodyBytes: number
  /** The first request of the combination, when the server remembered nothing of it. */
  firstMs: number
  /** One request at a time on an idle server (the warm-up): how long the work itself takes. */
  alone: { runs: number; p50Ms: number }
  load: LoadResult
  /** False when unanswered requests were still running long after the load run ended. */
  drained: boolean
}

/** GET /api/vendor/dashboard signed in as one provider, measured as a listing is. */
export type DashboardResult = {
  name: string
  path: string
  vendor: DashboardVendor
  /** What the dashboard showed: activities, sessions, enrolled places, revenue. */
  stats: VendorDashboard['stats']
  bodyBytes: number
  alone: { runs: number; p50Ms: number }
  load: LoadResult
  drained: boolean
  statements: StatementCount
  /** EXPLAIN ANALYZE of the panels' statements, when alone p50 was over the threshold. */
  plans: StatementPlan[]
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
  /** Concurrent clients of the booking runs. */
  bookingConnections: number
  /** Connections the registration day rush sends its bookings on. */
  rushConnections: number
  /** Families pressing Book on registration day, then Enrol on its terms. */
  rushParents: number
  warmupSeconds: number
  /** How long the SMTP stand-in of the mail step takes to accept a message. */
  smtpDelayMs: number
  baselineRuns: number
  /** A dashboard whose statements took longer than this alone gets their plans (0: always). */
  explainOverMs: number
  /** 1 unless BENCH_SCALE asked for a smaller marketplace. */
  scale: number
  /** Bookings at scale 1 (BENCH_BOOKINGS for fewer). */
  bookings: number
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
  dashboards: DashboardResult[]
  admin: AdminPageResult[]
  baseline: BaselineResult
  bookings: BookingsResult
  rush: RushResult
  termRush: TermRushResult
  quote: QuoteResult
  attendance: AttendanceResult
  mail: MailInRequestResult
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

export function formatReport(run: BenchRun, ratios: Ratios): string {
  const { counts } = run.seed
  const count = (table: string) => whole(counts[table] ?? 0)
  const lines = [
    `## Catalogue listing benchmark: ${run.driver}`,
    '',
    `- Database: ${run.driver} (${run.databaseVersion}); Node ${run.node}; ${run.cpus} CPUs; ${run.startedAt}`,
    `- Load: per combination ${run.settings.warmupSeconds} s of sequential warm-up, then ${run.settings.connections} connections for ${run.settings.durationSeconds} s (autocannon in a separate process)`,
    `- Seed: ${seconds(run.seed.totalMs)} (${run.seed.steps.map((step) => `${step.name} ${seconds(step.ms)}`).join(', ')})`,
    `- Rows: users ${count('user')}, providers ${count('vendors')} (${whole(run.plan.approvedProviders)} approved), locations ${count('vendor_locations')}, activities ${count('activities')} (${count('publicActivities')} public), activity categories ${count('activity_categories')}, prices ${count('activity_pricing')}, schedules ${count('activity_schedules')}, bookings ${count('bookings')} (${count('confirmedBookings')} confirmed, ${count('pendingBookings')} pending, ${count('cancelledBookings')} cancelled), booking participants ${count('booking_participants')} (${run.plan.participantsPerPlace ? 'one per booked place' : 'one per booking'}), reviews ${count('reviews')}`,
    ...run.notes.map((note) => `- Note: ${note}`),
    ...run.listings
      .filter((listing) => !listing.drained)
      .map((listing) => `- Note: the server was still busy long after the '${listing.name}' run`),
    '',
    '| Combination | Matches | First ms | Alone p50 ms | p50 ms | p99 ms | req/s | Done | Bytes | p99 / baseline | Baseline bytes / bytes |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...run.listings.map((listing, index) => {
      const listingRatios = ratios.perListing[index]
      const { load } = listing
      const failures = load.non2xx + load.errors
      const none = `> ${whole(run.settings.durationSeconds * 1000)}`
      const cells = [
        `${listing.name} \`${listing.path}\`${failures > 0 ? ` (${failures} failed)` : ''}`,
        whole(listing.matches),
        whole(listing.firstMs),
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
    '"First": the first request of the combination, worked out in full (the server then remembers the page and the total for the current catalogue version and minute, ADR 10). "Alone": one request at a time on an idle server (the warm-up). "Done": requests answered within the measured run; "> N" means none was. With fewer done than connections, p50/p99 cover only the answered requests and understate the wait.',
    ...formatDashboards(run),
    ...formatAdminPages({
      driver: run.driver,
      pages: run.admin,
      activities: run.seed.counts.activities ?? 0,
      bookings: run.seed.counts.bookings ?? 0,
      durationSeconds: run.settings.durationSeconds,
    }),
    ...formatBookings(run.driver, run.bookings),
    ...formatRush(run.driver, run.rush),
    ...formatTermRush({ driver: run.driver, term: run.termRush, rush: run.rush }),
    ...formatQuote(run.driver, run.quote),
    ...formatAttendance(run.driver, run.attendance),
    ...formatMailInRequest(run.driver, run.mail),
  ]
  return lines.join('\n')
}

/** The plans of the dashboards (vendor and admin) that were slow alone, for the note. */
export function formatPlans(run: BenchRun): string {
  const vendorPlans = run.dashboards
    .filter((dashboard) => dashboard.plans.length > 0)
    .map((dashboard) =>
      [
        `## Dashboard plans: ${dashboard.name} (${dashboard.vendor.userId}), ${run.driver}, alone p50 ${whole(dashboard.alone.p50Ms)} ms`,
        ...dashboard.plans.map(
          (plan, index) =>
            `\n### Statement ${index + 1} (${ms(Math.round(plan.ms))} ms with EXPLAIN ANALYZE)\n\n${plan.statement}\n\n${plan.plan}`,
        ),
      ].join('\n'),
    )
  return [...vendorPlans, ...formatAdminPlans(run.driver, run.admin)].join('\n\n')
}
