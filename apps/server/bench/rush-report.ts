import { fixed, whole } from './report-numbers.ts'
import type { RushResult } from './rush-section.ts'
import type { RushWaveResult } from './rush-waves.ts'

const percent = (share: number) => `${(share * 100).toFixed(0)}%`

function waveRow(name: string, wave: RushWaveResult, overbooked: number) {
  const cells = [
    name,
    whole(wave.requests),
    whole(wave.granted),
    fixed(wave.seconds),
    fixed(wave.holdsPerSecond),
    fixed(wave.answersPerSecond),
    wave.granted === 0 ? '-' : whole(wave.grantedMs.p50),
    wave.granted === 0 ? '-' : whole(wave.grantedMs.p99),
    wave.granted === wave.requests ? '-' : whole(wave.refusedMs.p50),
    wave.granted === wave.requests ? '-' : whole(wave.refusedMs.p99),
    String(overbooked),
  ]
  return `| ${cells.join(' | ')} |`
}

const refusals = (wave: RushWaveResult) =>
  wave.refusals.map((refusal) => `${whole(refusal.count)} × "${refusal.detail}"`).join(', ') ||
  'none'

/** Registration day: holds under a rush, who got them, and the places freed by lapsed holds. */
export function formatRush(driver: string, rush: RushResult): string[] {
  const { first, second, payments } = rush
  const { fairness } = first
  const places = rush.sessions * rush.capacity
  return [
    '',
    `## Registration day rush: ${driver}`,
    '',
    `- ${whole(rush.parents)} signed-in parents each press Book for one child on one of ${rush.sessions} popular paid sessions of ${rush.capacity} places (${whole(places)} places; the sessions take turns, so each has ${whole(rush.parents / rush.sessions)} families), all sent at once on ${rush.connections} connections from a separate process. A granted place is a hold (201, pending, 15 minutes to pay). Load average at the first wave: ${rush.loadAverage.map((load) => load.toFixed(1)).join(' ')}.`,
    `- Then ${whole(rush.abandoned)} of the ${whole(first.granted)} holders (30%, at random) abandon checkout: their \`hold_expires_at\` is moved into the past, which stands for the 15 minutes passing. The ${whole(second.requests)} families refused the first time book the same session again.`,
    '',
    '| Wave | Requests | Holds granted | Seconds | Holds/s | Answers/s | Granted p50 ms | Granted p99 ms | Refused p50 ms | Refused p99 ms | Overbooked sessions |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    waveRow('first: everyone at once', first, first.overbooked),
    waveRow('second: the refused, after the lapsed holds', second, second.overbooked),
    '',
    `- Refusals, first wave: ${refusals(first)}. Second wave: ${refusals(second)}.`,
    `- Places taken after each wave, from the rows (confirmed and unexpired holds): ${whole(first.placesTaken)} then ${whole(second.placesTaken)} of ${whole(places)}. The second wave was granted ${whole(second.granted)} holds for ${whole(second.freed)} freed places; ${second.sessionsGrantedAsFreed} of ${rush.sessions} sessions got exactly as many as their lapsed holds freed.`,
    `- Fairness (first wave, per session: arrival = when a connection took the request, grant = when its 201 came back): ${percent(fairness.grantedAmongFirstSent)} of the holds went to one of the first ${rush.capacity} families to arrive at their session; mean rank displacement ${fixed(fairness.meanRankDisplacement)} places; the latest arrival still granted was number ${fairness.latestRankGranted + 1} of ${whole(rush.parents / rush.sessions)}.`,
    `- Payment of ${payments.paid} holds at once through the test checkout (checkout + card, p50 ${whole(payments.payMs.p50)} ms, p99 ${whole(payments.payMs.p99)} ms): ${payments.confirmed} confirmed by the payment job within ${fixed(payments.confirmedAfterMs / 1000)} s; overbooked sessions afterwards ${payments.overbooked}.`,
    '',
    '"Overbooked": sessions whose confirmed bookings and unexpired holds take more places than the capacity, counted from the rows after the wave; it must be 0. Holds/s: holds granted from the first request taken to the last hold granted.',
  ]
}
