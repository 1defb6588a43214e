import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Database } from '../src/db/client.ts'
import type { BenchServer } from './bench-server.ts'
import { BENCH_KEY_PREFIX } from './booking-requests.ts'
import { recordOneBooking } from './bookings-section.ts'
import type { PreparedBooking } from './load-jobs.ts'
import { DRAIN_LIMIT_MS, measureRushLoad } from './measure.ts'
import type { Parent } from './prepare-parents.ts'
import type { QueryWatch } from './query-counter.ts'
import type { RushResult } from './rush-section.ts'
import { connectedVendors } from './rush-sessions.ts'
import {
  createBenchTerm,
  createRushTerms,
  TERM_RUSH_CAPACITY,
  TERM_RUSH_SESSIONS,
  termPlaces,
} from './rush-terms.ts'
import {
  measureFairness,
  type RushAttempt,
  type RushFairness,
  type RushWaveResult,
  summariseWave,
} from './rush-waves.ts'

/** Terms of these many sessions, one enrolment each: its statements must not grow with them. */
const STATEMENT_PROBES = [1, 5, 10] as const

export type TermRushResult = {
  parents: number
  terms: number
  sessionsPerTerm: number
  capacity: number
  connections: number
  loadAverage: number[]
  wave: RushWaveResult & { fairness: RushFairness }
  /** Children enrolled (confirmed or held) in the rush's terms after the wave, from the rows. */
  enrolled: number
  /** Sessions of the rush's terms, and those holding more than they seat: must be 0. */
  sessions: number
  overCapacity: number
  /** Term enrolment holds per second over the single-session rush's first wave's. */
  holdsRatio: number
  /** SQL statements the server sent for one enrolment in a term of that many sessions. */
  statements: { sessions: number; count: number }[]
}

const enrolmentsUrl = (baseUrl: string, termId: string) =>
  `${baseUrl}/api/terms/${termId}/enrolments`

const enrolmentOf = (options: {
  parent: Parent
  run: string
  index: number
  url: string
}): PreparedBooking => ({
  cookie: options.parent.cookie,
  idempotencyKey: `${BENCH_KEY_PREFIX}${options.run}-${options.index}`,
  body: JSON.stringify({ childIds: [options.parent.family[0]?.childId ?? ''] }),
  url: options.url,
})

/**
 * Registration day for terms: the single-session rush's families press Enrol at once on popular
 * paid terms of TERM_RUSH_CAPACITY places over TERM_RUSH_SESSIONS sessions (one term per 50
 * families, taking turns), through POST /api/terms/{id}/enrolments. Before it, on an idle server,
 * one enrolment in a term of 1, 5 and 10 sessions each, statement by statement.
 */
export async function measureTermRush(options: {
  server: BenchServer
  db: Database
  watch: QueryWatch
  connections: number
  parents: Parent[]
  /** The single-session rush of the same families, to compare holds per second with. */
  rush: RushResult
}): Promise<TermRushResult> {
  const { server, db, watch, connections, parents } = options
  const statements = await countEnrolmentStatements({ server, db, watch, parents })
  const terms = await createRushTerms(db, parents.length)
  console.log(
    `  term rush: ${terms.length} terms of ${TERM_RUSH_CAPACITY} places × ${TERM_RUSH_SESSIONS} ` +
      `sessions opened; statements per enrolment ${statements
        .map((probe) => `${probe.count} (${probe.sessions} sessions)`)
        .join(', ')}`,
  )
  const wave = parents.map((parent, parentIndex) => {
    const { termId } = terms[parentIndex % terms.length] as (typeof terms)[number]
    return { parentIndex, termId, parent }
  })
  const listDir = await mkdtemp(path.join(os.tmpdir(), 'afc-bench-term-rush-'))
  try {
    const requestsFile = path.join(listDir, 'term-rush.json')
    const requests = wave.map(({ parent, termId }, index) =>
      enrolmentOf({ parent, run: 'term-rush', index, url: enrolmentsUrl(server.baseUrl, termId) }),
    )
    await writeFile(requestsFile, JSON.stringify(requests))
    const loadAverage = os.loadavg()
    const { answers } = await measureRushLoad({
      url: server.baseUrl,
      requestsFile,
      connections,
    })
    await server.idle(DRAIN_LIMIT_MS)
    // A term stands where the single-session rush has a session: fairness is per term.
    const attempts = wave.map(
      ({ parentIndex, termId }, index): RushAttempt => ({
        parentIndex,
        sessionId: termId,
        answer: answers[index] ?? { sentMs: 0, answeredMs: 0, status: 0, detail: 'no answer' },
      }),
    )
    const summary = summariseWave(attempts)
    const places = await termPlaces(
      db,
      terms.map((term) => term.termId),
    )
    const single = options.rush.first.holdsPerSecond
    const result: TermRushResult = {
      parents: parents.length,
      terms: terms.length,
      sessionsPerTerm: TERM_RUSH_SESSIONS,
      capacity: TERM_RUSH_CAPACITY,
      connections,
      loadAverage,
      wave: { ...summary, fairness: measureFairness(attempts, TERM_RUSH_CAPACITY) },
      enrolled: places.enrolled,
      sessions: places.sessions,
      overCapacity: places.overCapacity,
      holdsRatio: single > 0 ? summary.holdsPerSecond / single : Number.NaN,
      statements,
    }
    console.log(
      `  term rush: ${summary.granted} of ${summary.requests} enrolled in ${summary.seconds.toFixed(1)} s ` +
        `(${summary.holdsPerSecond.toFixed(1)} holds/s against ${single.toFixed(1)} for single ` +
        `sessions, ratio ${result.holdsRatio.toFixed(2)}); sessions over capacity ` +
        `${places.overCapacity} of ${places.sessions}`,
    )
    return result
  } finally {
    await rm(listDir, { recursive: true, force: true })
  }
}

/** One enrolment of the first family's child in a fresh term of each probe's size, recorded. */
async function countEnrolmentStatements(options: {
  server: BenchServer
  db: Database
  watch: QueryWatch
  parents: Parent[]
}): Promise<TermRushResult['statements']> {
  const { server, db, watch, parents } = options
  const [parent] = parents
  if (!parent) throw new Error('no family for the term rush')
  const [vendorId = ''] = await connectedVendors(db, 1)
  const counts: TermRushResult['statements'] = []
  // The first enrolment of the run prepares the server's statements: a warm-up, not counted.
  for (const [index, sessions] of [1, ...STATEMENT_PROBES].entries()) {
    const { termId } = await createBenchTerm(db, {
      vendorId,
      title: `Term Of ${sessions} Sessions`,
      capacity: TERM_RUSH_CAPACITY,
      priceCents: 9_000,
      sessions,
      daysAhead: 10,
    })
    const url = enrolmentsUrl(server.baseUrl, termId)
    const recorded = await recordOneBooking(
      watch,
      url,
      enrolmentOf({ parent, run: 'term-probe', index, url }),
    )
    counts.push({ sessions, count: recorded.count })
  }
  return counts.slice(1)
}
