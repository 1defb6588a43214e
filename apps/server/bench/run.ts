import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import { queryRows } from '../src/db/query-rows.ts'
import { BASELINE_PATH } from './baseline-route.ts'
import { type BenchServer, startBenchServer } from './bench-server.ts'
import {
  countDashboardStatements,
  DASHBOARD_PATH,
  explainStatements,
  fetchDashboard,
  SLOW_DASHBOARD_MS,
  signInVendor,
} from './dashboard.ts'
import { measureLoad, measureSequential, percentile, stopLoadProcesses } from './measure.ts'
import { watchQueries } from './query-counter.ts'
import {
  type BenchRun,
  type BenchSettings,
  computeRatios,
  type DashboardResult,
  formatPlans,
  formatReport,
  type ListingResult,
} from './report.ts'
import { createScratchDatabase } from './scratch-database.ts'
import { seedBulk } from './seed-bulk.ts'
import { FULL_BOOKINGS, LISTING_COMBINATIONS, readSettings, seedPlan } from './settings.ts'

// `npm run bench`: seeds a scratch marketplace, serves it with the real app and prints how the
// server-side listing compares with sending the whole catalogue to the browser. It prints
// figures; it never fails on a timing.

const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'out')
/** Generous: the whole catalogue on PGlite on a busy machine takes seconds, not minutes. */
const REQUEST_TIMEOUT_MS = 120_000
/** How long dropped requests may keep the server busy before the next run starts anyway. */
const DRAIN_LIMIT_MS = 180_000

/** Undo steps, run newest first: the server, then the scratch database. */
const cleanups: (() => Promise<void>)[] = []
async function cleanUp() {
  stopLoadProcesses()
  for (let undo = cleanups.pop(); undo; undo = cleanups.pop()) {
    try {
      await undo()
    } catch (error) {
      console.error('Cleanup failed:', error)
    }
  }
}
process.once('SIGINT', () => {
  console.log('\nInterrupted: removing the scratch database...')
  void cleanUp().finally(() => process.exit(130))
})

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')

async function databaseVersion(db: Database) {
  const [row] = await queryRows<{ version: string }>(db, sql`select version() as version`)
  return row?.version.split(' ').slice(0, 2).join(' ') ?? 'unknown'
}

/** One page as a browser gets it: its size, and how many activities match in all. */
async function fetchPage(url: string) {
  const response = await fetch(url)
  const body = await response.text()
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`)
  return { bodyBytes: Buffer.byteLength(body), matches: Number(JSON.parse(body).total) }
}

/**
 * Sequential warm-up (which also gives the time of one request alone), then the load run, then
 * waiting until the server has worked off what the load run dropped.
 */
async function measureEndpoint(options: {
  server: BenchServer
  url: string
  settings: BenchSettings
  headers?: Record<string, string>
}) {
  const { server, url, settings, headers } = options
  // Sequential, so the warm-up leaves no queue behind for the measured run to start in.
  const warmUp = await measureSequential({
    url,
    headers,
    warmupRuns: 0,
    minRuns: 2,
    maxRuns: 1_000,
    minDurationMs: settings.warmupSeconds * 1000,
    timeoutMs: REQUEST_TIMEOUT_MS,
  })
  const load = await measureLoad({
    url,
    headers,
    connections: settings.connections,
    durationSeconds: settings.durationSeconds,
  })
  const drained = await server.idle(DRAIN_LIMIT_MS)
  const alone = { runs: warmUp.timesMs.length, p50Ms: percentile(warmUp.timesMs, 0.5) }
  return { alone, load, drained }
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL || undefined
  const settings = readSettings()
  const plan = seedPlan(settings.scale, settings.bookings)
  const startedAt = new Date()
  const notes = [`load average at start ${loadAverage()}`]
  if (settings.scale !== 1) notes.push(`BENCH_SCALE=${settings.scale}: a smaller marketplace`)
  if (settings.bookings !== FULL_BOOKINGS) {
    const full = Math.round(FULL_BOOKINGS * settings.scale).toLocaleString('en-US')
    notes.push(
      `BENCH_BOOKINGS=${settings.bookings}: ${plan.bookings.toLocaleString('en-US')} bookings ` +
        `instead of ${full}; the busy provider keeps its ` +
        `${plan.busyVendorBookings.toLocaleString('en-US')}`,
    )
  }

  const scratch = await createScratchDatabase(databaseUrl)
  cleanups.push(scratch.dispose)
  const { db, driver } = scratch.handle
  console.log(`Scratch database: ${driver} at ${scratch.location}`)
  console.log(
    `Seeding ${plan.approvedProviders} approved providers, ${plan.activities} activities and ` +
      `${plan.bookings} bookings (${plan.busyVendorBookings} on one busy provider)...`,
  )
  const seed = await seedBulk({ db, plan })
  console.log(
    `Seeded in ${(seed.totalMs / 1000).toFixed(1)} s: ${Object.entries(seed.counts)
      .map(([table, count]) => `${table} ${count}`)
      .join(', ')}`,
  )
  const version = await databaseVersion(db)

  const server = await startBenchServer(scratch.handle)
  cleanups.push(server.close)
  const watch = watchQueries(db)
  cleanups.push(async () => watch.restore())
  const listings: ListingResult[] = []
  for (const combination of LISTING_COMBINATIONS) {
    const url = server.baseUrl + combination.path
    const page = await fetchPage(url)
    const { alone, load, drained } = await measureEndpoint({ server, url, settings })
    listings.push({ ...combination, ...page, alone, load, drained })
    console.log(
      `  ${combination.name}: alone ${alone.p50Ms.toFixed(0)} ms; under load ${load.requests} ` +
        `answered, p50 ${load.latencyMs.p50} ms, p99 ${load.latencyMs.p99} ms, ` +
        `${load.requestsPerSecond.toFixed(1)} req/s; ${page.bodyBytes} bytes`,
    )
  }

  const dashboards: DashboardResult[] = []
  const { busy, typical } = seed.dashboardVendors
  for (const [name, vendor] of [
    ['busy provider', busy],
    ['typical provider', typical],
  ] as const) {
    const url = server.baseUrl + DASHBOARD_PATH
    const cookie = await signInVendor(db, server.baseUrl, vendor)
    const page = await fetchDashboard(url, cookie)
    const counted = await countDashboardStatements({
      watch,
      db,
      vendorId: vendor.vendorId,
      url,
      cookie,
    })
    const { alone, load, drained } = await measureEndpoint({
      server,
      url,
      settings,
      headers: { cookie },
    })
    const plans =
      alone.p50Ms > SLOW_DASHBOARD_MS ? await explainStatements(db, counted.statements) : []
    dashboards.push({
      name,
      path: DASHBOARD_PATH,
      vendor,
      ...page,
      alone,
      load,
      drained,
      statements: counted.count,
      plans,
    })
    console.log(
      `  dashboard, ${name} (${vendor.publicActivities} activities, ${vendor.bookings} bookings): ` +
        `${counted.count.service} panel statements, ${counted.count.request} per request; alone ` +
        `${alone.p50Ms.toFixed(0)} ms; under load ${load.requests} answered, p50 ` +
        `${load.latencyMs.p50} ms, p99 ${load.latencyMs.p99} ms, ` +
        `${load.requestsPerSecond.toFixed(1)} req/s${plans.length > 0 ? '; explained' : ''}`,
    )
  }

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
  await cleanUp()
  notes.push(`load average at end ${loadAverage()}`)

  const run: BenchRun = {
    startedAt: startedAt.toISOString(),
    driver,
    databaseVersion: version,
    node: process.version,
    cpus: os.availableParallelism(),
    settings,
    plan,
    notes,
    seed,
    listings,
    dashboards,
    baseline: {
      path: BASELINE_PATH,
      activities: seed.counts.publicActivities ?? 0,
      runs: sequential.timesMs.length,
      timesMs: sequential.timesMs,
      p50Ms: percentile(sequential.timesMs, 0.5),
      p99Ms: percentile(sequential.timesMs, 0.99),
      bodyBytes: sequential.bodyBytes,
    },
  }
  const ratios = computeRatios(run)
  console.log(`\n${formatReport(run, ratios)}\n`)
  const plans = formatPlans(run)
  if (plans) console.log(`${plans}\n`)
  await mkdir(outDir, { recursive: true })
  const stamp = `${driver}-${startedAt.toISOString().replace(/[:.]/g, '-')}`
  const file = path.join(outDir, `catalog-${stamp}.json`)
  await writeFile(file, `${JSON.stringify({ ...run, ratios }, null, 2)}\n`)
  console.log(`Results written to ${path.relative(process.cwd(), file)}`)
  if (plans) {
    const plansFile = path.join(outDir, `dashboard-plans-${stamp}.md`)
    await writeFile(plansFile, `${plans}\n`)
    console.log(`Dashboard plans written to ${path.relative(process.cwd(), plansFile)}`)
  }
}

try {
  await main()
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await cleanUp()
}
