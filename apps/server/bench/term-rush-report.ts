import { fixed, whole } from './report-numbers.ts'
import type { RushResult } from './rush-section.ts'
import type { TermRushResult } from './term-rush-section.ts'

const percent = (share: number) => `${(share * 100).toFixed(0)}%`

/** Registration day for terms, against the single-session rush of the same families. */
export function formatTermRush(options: {
  driver: string
  term: TermRushResult
  rush: RushResult
}): string[] {
  const { driver, term, rush } = options
  const { wave } = term
  const { fairness } = wave
  const places = term.terms * term.capacity
  const perTerm = whole(term.parents / term.terms)
  const refusals =
    wave.refusals.map((refusal) => `${whole(refusal.count)} × "${refusal.detail}"`).join(', ') ||
    'none'
  const latency = (value: number, none: boolean) => (none ? '-' : whole(value))
  return [
    '',
    `## Term rush: ${driver}`,
    '',
    `- The rush's ${whole(term.parents)} families each press Enrol for their child (\`POST /api/terms/{id}/enrolments\`) on one of ${term.terms} popular paid terms of ${term.capacity} places over ${term.sessionsPerTerm} weekly sessions (${whole(places)} places; the terms take turns, so each has ${perTerm} families), all sent at once on ${term.connections} connections from a separate process. A granted place is one booking covering every session, held while the family pays. Load average at the start: ${term.loadAverage.map((load) => load.toFixed(1)).join(' ')}.`,
    '',
    '| Rush | Requests | Holds granted | Seconds | Holds/s | Answers/s | Granted p50 ms | Granted p99 ms | Refused p50 ms | Refused p99 ms | Over capacity |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    `| single sessions (first wave) | ${whole(rush.first.requests)} | ${whole(rush.first.granted)} | ${fixed(rush.first.seconds)} | ${fixed(rush.first.holdsPerSecond)} | ${fixed(rush.first.answersPerSecond)} | ${latency(rush.first.grantedMs.p50, rush.first.granted === 0)} | ${latency(rush.first.grantedMs.p99, rush.first.granted === 0)} | ${latency(rush.first.refusedMs.p50, rush.first.granted === rush.first.requests)} | ${latency(rush.first.refusedMs.p99, rush.first.granted === rush.first.requests)} | ${rush.first.overbooked} sessions |`,
    `| terms of ${term.sessionsPerTerm} sessions | ${whole(wave.requests)} | ${whole(wave.granted)} | ${fixed(wave.seconds)} | ${fixed(wave.holdsPerSecond)} | ${fixed(wave.answersPerSecond)} | ${latency(wave.grantedMs.p50, wave.granted === 0)} | ${latency(wave.grantedMs.p99, wave.granted === 0)} | ${latency(wave.refusedMs.p50, wave.granted === wave.requests)} | ${latency(wave.refusedMs.p99, wave.granted === wave.requests)} | ${term.overCapacity} of ${whole(term.sessions)} sessions |`,
    '',
    `- Term holds per second / single-session holds per second: ${term.holdsRatio.toPrecision(3)}.`,
    `- Refusals: ${refusals}. Children enrolled afterwards, from the rows (confirmed and unexpired holds): ${whole(term.enrolled)} of ${whole(places)} places.`,
    `- Fairness (per term): ${percent(fairness.grantedAmongFirstSent)} of the holds went to one of the first ${term.capacity} families to arrive at their term; mean rank displacement ${fixed(fairness.meanRankDisplacement)}; the latest arrival still granted was number ${fairness.latestRankGranted + 1} of ${perTerm}.`,
    `- SQL statements per enrolment, on an idle server, the sign-in check included (the answer is built from what the statements returned): ${term.statements.map((probe) => `${probe.count} for a term of ${probe.sessions} session${probe.sessions === 1 ? '' : 's'}`).join(', ')}; the enrolment is paid, so it is a hold and queues no mail. PGlite runs begin and commit without a statement the bench sees.`,
    '',
    '"Over capacity": sessions of the rush\'s terms whose places taken (the one places-taken rule: bookings naming the session and enrolments covering it, confirmed or held) exceed what they seat, counted from the rows after the rush; it must be 0, and the bench exits with 1 when it is not.',
  ]
}
