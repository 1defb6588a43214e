import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Database } from '../src/db/client.ts'
import type { BenchServer } from './bench-server.ts'
import { countCreatedBookings, countOverbookedSessions } from './booking-checks.ts'
import {
  BENCH_KEY_PREFIX,
  CROWDED_CAPACITY,
  crowdedSessionBookings,
  distinctSessionBookings,
} from './booking-requests.ts'
import type { BookingLoadResult, PreparedBooking } from './load-jobs.ts'
import { DRAIN_LIMIT_MS, measureBookingLoad } from './measure.ts'
import type { Parent } from './prepare-parents.ts'
import type { QueryWatch } from './query-counter.ts'
import type { BenchSettings } from './report.ts'

export const BOOKINGS_PATH = '/api/bookings'
/**
 * More bookings per second than the server is expected to answer on a small machine: each list
 * holds twice this per second of its run, so that a run ends on time, not on an empty list.
 */
const BOOKINGS_PER_SECOND_CEILING = 500

export type BookingRunResult = {
  name: string
  /** The Idempotency-Key's run label. */
  run: string
  connections: number
  load: BookingLoadResult
  /** Bookings of this run in the database: answered in time, or dropped at its end but made. */
  created: number
  /** False when dropped requests were still running long after the run ended. */
  drained: boolean
}

/** One booking on an idle server, statement by statement. */
export type BookingStatements = {
  count: number
  /** The slowest few, first words and milliseconds as the server waited for them. */
  slowest: { statement: string; ms: number }[]
}

export type BookingsResult = {
  path: string
  statements: BookingStatements
  parents: number
  childrenPerParent: number
  crowdedCapacity: number
  runs: BookingRunResult[]
  /** Sessions the runs booked into, and how many of them now hold more than their capacity. */
  sessionsBooked: number
  overbookedSessions: number
}

/**
 * How the job runner fetches its next jobs (pg-boss): `… FROM job_queue.<the queue's table> …
 * SKIP LOCKED`.
 */
export const JOB_POLL = /from job_queue\.\w+[\s\S]*skip locked/i

const listSize = (seconds: number) => Math.ceil(2 * BOOKINGS_PER_SECOND_CEILING * seconds)

/**
 * POST /api/bookings: one booking at a time (which also warms the booking path up), then
 * `bookingConnections` parents at once on distinct sessions, then all of them on one session
 * with room for everyone, where the session's row lock serialises them. Every request is a new,
 * valid booking. Runs last: it adds bookings the other sections would otherwise count.
 */
export async function measureBookings(options: {
  server: BenchServer
  db: Database
  watch: QueryWatch
  settings: BenchSettings
  crowdedVendorId: string
  /** Signed in by the caller: the mail step books as them too. */
  parents: Parent[]
}): Promise<BookingsResult> {
  const { server, db, watch, settings, parents } = options
  const connections = settings.bookingConnections
  const [[probe, ...alone] = [], spread = []] = await distinctSessionBookings({
    db,
    parents,
    lists: [
      { run: 'alone', size: listSize(settings.warmupSeconds) },
      { run: 'spread', size: listSize(settings.durationSeconds) },
    ],
  })
  const crowded = await crowdedSessionBookings({
    db,
    parents,
    vendorId: options.crowdedVendorId,
    run: 'crowd',
    size: listSize(settings.durationSeconds),
  })
  console.log(
    `  bookings: ${parents.length} parents signed in; ${alone.length + spread.length} distinct ` +
      `sessions and ${crowded.requests.length} children for the crowded session prepared`,
  )

  if (!probe) throw new Error('no open session to book')
  // Its own run label, so that the 'one at a time' run's count of created bookings stays its own.
  const statements = await recordOneBooking(watch, server.baseUrl + BOOKINGS_PATH, {
    ...probe,
    idempotencyKey: `${BENCH_KEY_PREFIX}probe-0`,
  })
  const listDir = await mkdtemp(path.join(tmpdir(), 'afc-bench-bookings-'))
  try {
    const plan = [
      {
        name: 'one at a time',
        run: 'alone',
        connections: 1,
        seconds: settings.warmupSeconds,
        requests: alone,
      },
      {
        name: 'distinct sessions',
        run: 'spread',
        connections,
        seconds: settings.durationSeconds,
        requests: spread,
      },
      {
        name: 'one crowded session',
        run: 'crowd',
        connections,
        seconds: settings.durationSeconds,
        requests: crowded.requests,
      },
    ]
    const runs: BookingRunResult[] = []
    for (const step of plan) {
      runs.push(await runBookings({ server, db, listDir, ...step }))
    }
    const verdict = await countOverbookedSessions(db)
    console.log(
      `  overbooked sessions: ${verdict.overbooked} (of ${verdict.sessionsBooked} booked by the bench)`,
    )
    return {
      path: BOOKINGS_PATH,
      statements,
      parents: parents.length,
      childrenPerParent: parents[0]?.family.length ?? 0,
      crowdedCapacity: CROWDED_CAPACITY,
      runs,
      sessionsBooked: verdict.sessionsBooked,
      overbookedSessions: verdict.overbooked,
    }
  } finally {
    await rm(listDir, { recursive: true, force: true })
  }
}

/**
 * Sends one POST of JSON (a booking, a term enrolment, a price quote) while recording the
 * statements the server sends for it; its answer must have status `expect` (201 for a booking).
 */
export async function recordOnePost(
  watch: QueryWatch,
  url: string,
  request: { headers: Record<string, string>; body: string; expect: number },
): Promise<BookingStatements & { answer: string }> {
  let answer = ''
  const recording = await watch.record(async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...request.headers },
      body: request.body,
    })
    answer = await response.text()
    if (response.status !== request.expect) {
      throw new Error(`${url} answered ${response.status}: ${answer.slice(0, 200)}`)
    }
  })
  // The job runner polls its queue meanwhile: those statements are not the request's.
  const own = recording.statements.filter((statement) => !JOB_POLL.test(statement.text))
  const slowest = [...own]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map((statement) => ({
      statement: statement.text.replace(/\s+/g, ' ').trim().slice(0, 60),
      ms: statement.ms,
    }))
  return { count: own.length, slowest, answer }
}

/** One booking (or term enrolment, also answered 201) with the statements it sent. */
export async function recordOneBooking(
  watch: QueryWatch,
  url: string,
  booking: PreparedBooking,
): Promise<BookingStatements> {
  const { count, slowest } = await recordOnePost(watch, url, {
    headers: { cookie: booking.cookie, 'idempotency-key': booking.idempotencyKey },
    body: booking.body,
    expect: 201,
  })
  return { count, slowest }
}

async function runBookings(options: {
  server: BenchServer
  db: Database
  listDir: string
  name: string
  run: string
  connections: number
  seconds: number
  requests: PreparedBooking[]
}): Promise<BookingRunResult> {
  const { server, db, name, run, connections } = options
  // The list goes through a file: the load process takes its job in argv, too small for it.
  const requestsFile = path.join(options.listDir, `${run}.json`)
  await writeFile(requestsFile, JSON.stringify(options.requests))
  const load = await measureBookingLoad({
    url: server.baseUrl + BOOKINGS_PATH,
    requestsFile,
    connections,
    durationSeconds: options.seconds,
  })
  const drained = await server.idle(DRAIN_LIMIT_MS)
  const created = await countCreatedBookings(db, run)
  const statuses = Object.entries(load.statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ')
  console.log(
    `  bookings, ${name} (${connections} connections): ${load.answered} answered ` +
      `(${statuses || 'none'}) in ${load.durationSeconds.toFixed(1)} s, ` +
      `${load.requestsPerSecond.toFixed(1)} req/s, p50 ${load.latencyMs.p50} ms, p99 ` +
      `${load.latencyMs.p99} ms; ${created} created` +
      (load.sent >= load.prepared ? '; the list was used up' : ''),
  )
  return { name, run, connections, load, created, drained }
}
