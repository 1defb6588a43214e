import { randomUUID } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { todaySchema } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import { queryRows } from '../src/db/query-rows.ts'
import { attendanceProvider, sessionsUnderway } from './attendance-seed.ts'
import type { BenchServer } from './bench-server.ts'
import { JOB_POLL } from './bookings-section.ts'
import type { BookingLoadResult, LoadResult, PreparedBooking } from './load-jobs.ts'
import { DRAIN_LIMIT_MS, measureBookingLoad, measureEndpoint, measureLoad } from './measure.ts'
import type { QueryWatch } from './query-counter.ts'
import type { BenchSettings } from './report.ts'

const TODAY_CHILDREN = 30
/** Children checked in under load: more than 50 connections answer in the run at 600 a second. */
const CHECK_INS_PER_SECOND = 600

export type AttendanceResult = {
  connections: number
  /** Today for one session of 30 children: one request, its statements, and timings. */
  today: { children: number; statements: number; alone: { runs: number; p50Ms: number } }
  /** Check-ins, each a different child, under `connections` at once, as fast as answered. */
  checkIns: BookingLoadResult
  /** The same, each connection a phone checking in one child a second. */
  paced: LoadResult
  /** Check-in rows written: one per answered check-in, none twice. */
  recorded: number
  drained: boolean
}

/**
 * The session day on the bench: the Today screen of a provider with one session of 30 children
 * (`GET /api/vendor/today`, the one request the phone makes), then check-ins under
 * `settings.bookingConnections` connections, each the next child of a prepared list on many
 * sessions under way, so every answer writes a row (never a replay of a key): as fast as
 * answered, then as that many phones checking in one child a second each.
 */
export async function measureAttendance(options: {
  server: BenchServer
  db: Database
  watch: QueryWatch
  settings: BenchSettings
}): Promise<AttendanceResult> {
  const { server, db, watch, settings } = options
  const connections = settings.bookingConnections

  const small = await attendanceProvider(db, server.baseUrl, 'Bench Clay Corner')
  await sessionsUnderway(db, { vendorId: small.vendorId, sessions: 1, perSession: TODAY_CHILDREN })
  const todayUrl = `${server.baseUrl}/api/vendor/today`
  let shown = 0
  // The job runner polls its queue meanwhile: those statements are not the request's.
  const recording = await watch.record(async () => {
    const response = await fetch(todayUrl, { headers: { cookie: small.cookie } })
    const today = todaySchema.parse(await response.json())
    shown = today.sessions.reduce((sum, session) => sum + session.children.length, 0)
  })
  const statements = recording.statements.filter((s) => !JOB_POLL.test(s.text)).length
  const { alone } = await measureEndpoint({
    server,
    url: todayUrl,
    settings,
    headers: { cookie: small.cookie },
  })

  const busy = await attendanceProvider(db, server.baseUrl, 'Bench Kiln Works')
  const wanted = Math.max(connections * 20, settings.durationSeconds * CHECK_INS_PER_SECOND)
  const pacedCount = connections * Math.ceil(settings.durationSeconds)
  const perSession = 30
  const places = await sessionsUnderway(db, {
    vendorId: busy.vendorId,
    sessions: Math.ceil((wanted + pacedCount) / perSession),
    perSession,
  })
  const pacedBodies = places
    .splice(0, pacedCount)
    .map((place) => JSON.stringify({ kind: 'check_in', key: randomUUID(), ...place }))
  const list: PreparedBooking[] = places.map((place) => {
    const key = randomUUID()
    return {
      cookie: busy.cookie,
      idempotencyKey: key,
      body: JSON.stringify({ kind: 'check_in', key, ...place }),
    }
  })
  const listDir = await mkdtemp(path.join(os.tmpdir(), 'afc-bench-attendance-'))
  try {
    const requestsFile = path.join(listDir, 'check-ins.json')
    await writeFile(requestsFile, JSON.stringify(list))
    const checkIns = await measureBookingLoad({
      url: `${server.baseUrl}/api/vendor/attendance`,
      requestsFile,
      connections,
      durationSeconds: settings.durationSeconds,
    })
    await server.idle(DRAIN_LIMIT_MS)
    const url = `${server.baseUrl}/api/vendor/attendance`
    const paced = await measureLoad({
      url,
      headers: { cookie: busy.cookie, 'content-type': 'application/json' },
      bodies: pacedBodies,
      connections,
      overallRate: connections,
      durationSeconds: settings.durationSeconds,
    })
    const drained = await server.idle(DRAIN_LIMIT_MS)
    const [counted] = await queryRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from attendance_actions where vendor_id = ${busy.vendorId}`,
    )
    const recorded = Number(counted?.n ?? 0)
    console.log(
      `  attendance: Today of ${shown} children in ${statements} statements, ` +
        `alone p50 ${alone.p50Ms.toFixed(1)} ms; ${checkIns.answered} check-ins under ` +
        `${connections} connections, p50 ${checkIns.latencyMs.p50} ms, p99 ` +
        `${checkIns.latencyMs.p99} ms, ${checkIns.requestsPerSecond.toFixed(0)}/s; paced at ` +
        `${connections}/s p50 ${paced.latencyMs.p50.toFixed(1)} ms, p99 ` +
        `${paced.latencyMs.p99.toFixed(1)} ms; ${recorded} rows`,
    )
    return {
      connections,
      today: { children: shown, statements, alone },
      checkIns,
      paced,
      recorded,
      drained,
    }
  } finally {
    await rm(listDir, { recursive: true, force: true })
  }
}
