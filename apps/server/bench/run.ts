import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import { queryRows } from '../src/db/query-rows.ts'
import { measureAdminPages } from './admin-section.ts'
import { measureAttendance } from './attendance-section.ts'
import { startBenchServer } from './bench-server.ts'
import { measureBookings } from './bookings-section.ts'
import { cleanUpBeforeExit, createCleanup } from './cleanup.ts'
import { measureVendorDashboards } from './dashboard-section.ts'
import { measureBaseline, measureListings } from './listing-section.ts'
import { measureMailInRequest } from './mail-section.ts'
import { stopLoadProcesses } from './measure.ts'
import { prepareParents } from './prepare-parents.ts'
import { watchQueries } from './query-counter.ts'
import { measureQuote } from './quote-section.ts'
import { type BenchRun, computeRatios, formatPlans, formatReport } from './report.ts'
import { measureRush } from './rush-section.ts'
import { createScratchDatabase } from './scratch-database.ts'
import { seedBulk } from './seed-bulk.ts'
import { FULL_BOOKINGS, readSettings, seedPlan } from './settings.ts'
import { measureTermRush } from './term-rush-section.ts'

// `npm run bench`: seeds a scratch marketplace, serves it with the real app and prints how the
// server-side listing compares with sending the whole catalogue to the browser, how fast the
// vendor and admin dashboards answer, how many bookings per second the server takes, and how a
// registration day rush on a few popular sessions, then on a few popular terms, goes, and how
// the session day's Today screen and check-ins answer. It prints figures; it never fails on a
// timing.

const benchDir = path.dirname(fileURLToPath(import.meta.url))
const outDir = process.env.BENCH_OUT_DIR || path.join(benchDir, 'out')
const cleanup = createCleanup()
const exit = cleanUpBeforeExit(cleanup)

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')

async function databaseVersion(db: Database) {
  const [row] = await queryRows<{ version: string }>(db, sql`select version() as version`)
  return row?.version.split(' ').slice(0, 2).join(' ') ?? 'unknown'
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL || undefined
  const settings = readSettings()
  const plan = seedPlan(settings)
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

  // What the run writes to disk (PGlite's files, the servers' uploads, the request lists) goes
  // under one directory, removed whatever ends the run.
  const runDir = await mkdtemp(path.join(os.tmpdir(), 'afc-bench-run-'))
  cleanup.add(() => rm(runDir, { recursive: true, force: true }))
  process.env.TMPDIR = runDir
  const scratch = await createScratchDatabase(databaseUrl, {
    keep: (dispose) => cleanup.add(dispose),
    created: (location) =>
      console.log(
        `Scratch database: ${databaseUrl ? 'postgres' : 'pglite'} at ${location}; migrating...`,
      ),
  })
  const { db, driver } = scratch.handle
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
  const closeServer = cleanup.add(server.close)
  const watch = watchQueries(db)
  cleanup.add(async () => watch.restore())
  // Undone first: a load process still sending would keep the server from closing.
  cleanup.add(async () => stopLoadProcesses())
  const listings = await measureListings({ server, settings })
  const dashboards = await measureVendorDashboards({
    server,
    db,
    watch,
    settings,
    vendors: seed.dashboardVendors,
  })
  const admin = await measureAdminPages({ server, db, watch, settings })
  const baseline = await measureBaseline({
    server,
    settings,
    activities: seed.counts.publicActivities ?? 0,
  })
  const parents = await prepareParents({
    db,
    baseUrl: server.baseUrl,
    count: settings.bookingConnections,
  })
  const bookings = await measureBookings({
    server,
    db,
    watch,
    settings,
    crowdedVendorId: seed.dashboardVendors.typical.vendorId,
    parents,
  })
  // Families with one child of 8, other than the bookings' own: the two rushes' crowd.
  const rushParents = await prepareParents({
    db,
    baseUrl: server.baseUrl,
    count: settings.rushParents,
    skip: parents.length,
    ages: [8],
  })
  const rush = await measureRush({
    server,
    db,
    connections: settings.rushConnections,
    parents: rushParents,
  })
  const termRush = await measureTermRush({
    server,
    db,
    watch,
    connections: settings.rushConnections,
    parents: rushParents,
    rush,
  })
  const [quoteParent] = parents
  if (!quoteParent) throw new Error('no family for the price quote')
  const quote = await measureQuote({ server, db, watch, settings, parent: quoteParent })
  const attendance = await measureAttendance({ server, db, watch, settings })
  // Its own two servers: the shared one would send the mail of the step's first half.
  await closeServer()
  const mail = await measureMailInRequest({ handle: scratch.handle, settings, parents })
  await cleanup.run()
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
    admin,
    baseline,
    bookings,
    rush,
    termRush,
    quote,
    attendance,
    mail,
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
  // Timings never fail a run; a term session holding more than it seats does.
  if (termRush.overCapacity > 0) {
    console.error(`${termRush.overCapacity} sessions of the term rush are over capacity`)
    process.exitCode = 1
  }
}

try {
  await main()
} catch (error) {
  // An interrupted run fails on the database the clean-up closed: that is not news.
  if (!exit.interrupted) console.error(error)
  process.exitCode = 1
} finally {
  await cleanup.run()
}
