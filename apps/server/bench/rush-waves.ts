import type { RushAnswer } from './load-jobs.ts'
import { percentile } from './measure.ts'

/** One request of a wave: whose, for which session, and what the server answered. */
export type RushAttempt = { parentIndex: number; sessionId: string; answer: RushAnswer }

export type RushWaveResult = {
  requests: number
  granted: number
  /** From the first request taken by a connection to the last answer. */
  seconds: number
  /** Answers per second over the wave. */
  answersPerSecond: number
  /** Holds granted per second, from the first request taken to the last hold granted. */
  holdsPerSecond: number
  /** Of the granted (201) and of the refused (409) answers, from sent to answered. */
  grantedMs: { p50: number; p99: number }
  refusedMs: { p50: number; p99: number }
  /** Answers other than 201 by their problem's sentence, most frequent first. */
  refusals: { detail: string; count: number }[]
}

/**
 * Whether places went to the families who came first, per session: requests ranked by when a
 * connection took them (arrival), the granted ones by when their answer came back (grant order).
 */
export type RushFairness = {
  /** Of the granted requests, the share that were among the first `capacity` sent to their session. */
  grantedAmongFirstSent: number
  /** Mean |arrival rank − grant rank| over the granted requests. */
  meanRankDisplacement: number
  /** The latest arrival rank that still got a place, over all sessions (0 = first). */
  latestRankGranted: number
}

const latency = (answers: RushAnswer[]) => {
  const times = answers.map((answer) => answer.answeredMs - answer.sentMs)
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) }
}

export function summariseWave(attempts: RushAttempt[]): RushWaveResult {
  const answers = attempts.map((attempt) => attempt.answer)
  const granted = answers.filter((answer) => answer.status === 201)
  const refused = answers.filter((answer) => answer.status !== 201)
  // A wave nobody is left for (every family got a place the first time) lasts no time at all.
  const start = answers.length > 0 ? Math.min(...answers.map((answer) => answer.sentMs)) : 0
  const end = Math.max(start, ...answers.map((answer) => answer.answeredMs))
  const lastGrant = Math.max(start, ...granted.map((answer) => answer.answeredMs))
  const seconds = (end - start) / 1000
  const byDetail = new Map<string, number>()
  for (const answer of refused) {
    const detail = `${answer.status} ${answer.detail ?? ''}`.trim()
    byDetail.set(detail, (byDetail.get(detail) ?? 0) + 1)
  }
  return {
    requests: answers.length,
    granted: granted.length,
    seconds,
    answersPerSecond: seconds > 0 ? answers.length / seconds : 0,
    holdsPerSecond: lastGrant > start ? (granted.length * 1000) / (lastGrant - start) : 0,
    grantedMs: latency(granted),
    refusedMs: latency(refused.filter((answer) => answer.status === 409)),
    refusals: [...byDetail]
      .map(([detail, count]) => ({ detail, count }))
      .sort((a, b) => b.count - a.count),
  }
}

export function groupBySession(attempts: RushAttempt[]): Map<string, RushAttempt[]> {
  const sessions = new Map<string, RushAttempt[]>()
  for (const attempt of attempts) {
    const list = sessions.get(attempt.sessionId) ?? []
    list.push(attempt)
    sessions.set(attempt.sessionId, list)
  }
  return sessions
}

export function measureFairness(attempts: RushAttempt[], capacity: number): RushFairness {
  let granted = 0
  let amongFirst = 0
  let displacement = 0
  let latestRankGranted = 0
  for (const session of groupBySession(attempts).values()) {
    const arrivals = [...session].sort(
      (a, b) => a.answer.sentMs - b.answer.sentMs || a.parentIndex - b.parentIndex,
    )
    const grants = arrivals
      .filter((attempt) => attempt.answer.status === 201)
      .sort((a, b) => a.answer.answeredMs - b.answer.answeredMs)
    for (const [grantRank, attempt] of grants.entries()) {
      const arrivalRank = arrivals.indexOf(attempt)
      granted += 1
      if (arrivalRank < capacity) amongFirst += 1
      displacement += Math.abs(arrivalRank - grantRank)
      latestRankGranted = Math.max(latestRankGranted, arrivalRank)
    }
  }
  return {
    grantedAmongFirstSent: granted > 0 ? amongFirst / granted : Number.NaN,
    meanRankDisplacement: granted > 0 ? displacement / granted : Number.NaN,
    latestRankGranted,
  }
}
