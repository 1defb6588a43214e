import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Database } from '../src/db/client.ts'
import type { BenchServer } from './bench-server.ts'
import { requestOf } from './booking-requests.ts'
import { BOOKINGS_PATH } from './bookings-section.ts'
import { DRAIN_LIMIT_MS, measureRushLoad } from './measure.ts'
import type { Parent } from './prepare-parents.ts'
import { payForHolds, type RushPayments } from './rush-payments.ts'
import { createRushSessions, lapseHolds, placesTaken, RUSH_CAPACITY } from './rush-sessions.ts'
import {
  groupBySession,
  measureFairness,
  type RushAttempt,
  type RushFairness,
  type RushWaveResult,
  summariseWave,
} from './rush-waves.ts'

/** The share of the families holding places who give up at the payment page. */
const ABANDON_SHARE = 0.3

export type RushResult = {
  parents: number
  sessions: number
  capacity: number
  connections: number
  /** os.loadavg() when the first wave started. */
  loadAverage: number[]
  first: RushWaveResult & { fairness: RushFairness; overbooked: number; placesTaken: number }
  /** Holds whose time was moved into the past: their families left the payment page. */
  abandoned: number
  /** The families refused the first time, booking the same session again. */
  second: RushWaveResult & {
    freed: number
    /** Sessions where the second wave got exactly the places the lapsed holds freed. */
    sessionsGrantedAsFreed: number
    overbooked: number
    placesTaken: number
  }
  payments: RushPayments
}

/**
 * Registration day: `families` signed-in families press Book on popular paid sessions of
 * RUSH_CAPACITY places (one per 50 families) all at once (each family one child, one session; the sessions
 * taking turns), on `connections` connections. Then some holders abandon checkout, the refused
 * families try again and get exactly the places that were freed, and a few holders pay.
 */
export async function measureRush(options: {
  server: BenchServer
  db: Database
  connections: number
  /** The families, one child of 8 each (the term rush's too). */
  parents: Parent[]
}): Promise<RushResult> {
  const { server, db, connections, parents } = options
  const sessionIds = await createRushSessions(db, parents.length)
  console.log(`  rush: ${parents.length} parents signed in, ${sessionIds.length} sessions opened`)
  const listDir = await mkdtemp(path.join(os.tmpdir(), 'afc-bench-rush-'))
  const fire = async (run: string, wave: { parentIndex: number; sessionId: string }[]) => {
    const requests = wave.map(({ parentIndex, sessionId }, index) => {
      const parent = parents[parentIndex] as Parent
      const childId = parent.family[0]?.childId ?? ''
      return requestOf({ parent, run, index, sessionId, childId })
    })
    const requestsFile = path.join(listDir, `${run}.json`)
    await writeFile(requestsFile, JSON.stringify(requests))
    const { answers } = await measureRushLoad({
      url: server.baseUrl + BOOKINGS_PATH,
      requestsFile,
      connections,
    })
    await server.idle(DRAIN_LIMIT_MS)
    return wave.map((entry, index) => ({ ...entry, answer: answers[index] })) as RushAttempt[]
  }
  try {
    const loadAverage = os.loadavg()
    const firstWave = await fire(
      'rush',
      parents.map((_, parentIndex) => ({
        parentIndex,
        sessionId: sessionIds[parentIndex % sessionIds.length] as string,
      })),
    )
    const afterFirst = await placesTaken(db, sessionIds)
    const first = {
      ...summariseWave(firstWave),
      fairness: measureFairness(firstWave, RUSH_CAPACITY),
      overbooked: afterFirst.overbooked,
      placesTaken: afterFirst.taken,
    }
    logWave('first wave', first, afterFirst.overbooked)

    // Booking ids are random: sorting by them picks the abandoned holds at random, repeatably.
    const holds = firstWave
      .filter((attempt) => attempt.answer.status === 201)
      .sort((a, b) => (a.answer.bookingId ?? '').localeCompare(b.answer.bookingId ?? ''))
    const leaving = holds.slice(0, Math.round(holds.length * ABANDON_SHARE))
    const abandoned = await lapseHolds(
      db,
      leaving.map((attempt) => attempt.answer.bookingId ?? ''),
    )
    const refused = firstWave.filter((attempt) => attempt.answer.status !== 201)
    const secondWave = await fire(
      'rush-again',
      refused.map(({ parentIndex, sessionId }) => ({ parentIndex, sessionId })),
    )
    const afterSecond = await placesTaken(db, sessionIds)
    const second = {
      ...summariseWave(secondWave),
      freed: abandoned,
      sessionsGrantedAsFreed: countSessionsGrantedAsFreed(sessionIds, leaving, secondWave),
      overbooked: afterSecond.overbooked,
      placesTaken: afterSecond.taken,
    }
    logWave('second wave', second, afterSecond.overbooked)
    console.log(
      `  rush: ${abandoned} holds lapsed, ${second.granted} granted again; ` +
        `${second.sessionsGrantedAsFreed} of ${sessionIds.length} sessions got exactly their freed places`,
    )

    const stillHeld = holds.slice(leaving.length)
    const payments = await payForHolds({
      db,
      baseUrl: server.baseUrl,
      holds: stillHeld.map((attempt) => ({
        bookingId: attempt.answer.bookingId ?? '',
        cookie: (parents[attempt.parentIndex] as Parent).cookie,
      })),
      sessionIds,
    })
    return {
      parents: parents.length,
      sessions: sessionIds.length,
      capacity: RUSH_CAPACITY,
      connections,
      loadAverage,
      first,
      abandoned,
      second,
      payments,
    }
  } finally {
    await rm(listDir, { recursive: true, force: true })
  }
}

function countSessionsGrantedAsFreed(
  sessionIds: string[],
  leaving: RushAttempt[],
  secondWave: RushAttempt[],
): number {
  const freed = groupBySession(leaving)
  const again = groupBySession(secondWave)
  return sessionIds.filter((sessionId) => {
    const granted = (again.get(sessionId) ?? []).filter((attempt) => attempt.answer.status === 201)
    return granted.length === (freed.get(sessionId) ?? []).length
  }).length
}

function logWave(name: string, wave: RushWaveResult, overbooked: number) {
  const latency =
    wave.granted > 0
      ? `, p50 ${wave.grantedMs.p50.toFixed(0)} ms, p99 ${wave.grantedMs.p99.toFixed(0)} ms`
      : ''
  console.log(
    `  rush, ${name}: ${wave.granted} of ${wave.requests} granted in ${wave.seconds.toFixed(1)} s ` +
      `(${wave.holdsPerSecond.toFixed(1)} holds/s)${latency}; overbooked sessions ${overbooked}; ` +
      wave.refusals.map((refusal) => `${refusal.count} × '${refusal.detail}'`).join(', '),
  )
}
