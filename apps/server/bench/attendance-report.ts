import type { AttendanceResult } from './attendance-section.ts'
import { fixed, ms, whole } from './report-numbers.ts'

/** The session day: the Today screen in one request, and check-ins under load. */
export function formatAttendance(driver: string, attendance: AttendanceResult): string[] {
  const { today, checkIns, paced } = attendance
  const failed = Object.entries(checkIns.statuses)
    .filter(([status]) => status !== '200')
    .reduce((sum, [, count]) => sum + count, 0)
  return [
    '',
    `## Session day: ${driver}`,
    '',
    `- \`GET /api/vendor/today\` for a provider with one session of ${today.children} children (allergies, answers and who may collect from each child's sealed record): one request, ${today.statements} SQL statements with the sign-in check, p50 ${fixed(today.alone.p50Ms)} ms one at a time.`,
    `- \`POST /api/vendor/attendance\` check-ins, each a different child of sessions under way, on ${attendance.connections} connections at once: every check-in writes one row and none two: ${whole(attendance.recorded)} rows for ${whole(checkIns.sent + paced.requests)} check-ins sent (those still unanswered when a run stopped are recorded too)${failed > 0 ? `, ${whole(failed)} not 200` : ''}.`,
    '',
    '| Run | p50 ms | p90 ms | p99 ms | max ms | req/s | Answered |',
    '|---|--:|--:|--:|--:|--:|--:|',
    `| ${attendance.connections} phones, one check-in a second each | ${ms(paced.latencyMs.p50)} | ${ms(paced.latencyMs.p90)} | ${ms(paced.latencyMs.p99)} | ${ms(paced.latencyMs.max)} | ${fixed(paced.requestsPerSecond)} | ${whole(paced.requests)} |`,
    `| ${attendance.connections} connections, as fast as answered | ${ms(checkIns.latencyMs.p50)} | ${ms(checkIns.latencyMs.p90)} | ${ms(checkIns.latencyMs.p99)} | ${ms(checkIns.latencyMs.max)} | ${fixed(checkIns.requestsPerSecond)} | ${whole(checkIns.answered)} |`,
    '',
    '"One a second each": the wait a provider at the door sees. "As fast as answered": each connection sends its next check-in on the answer, so the latency is the queue (connections / answers per second): throughput, not a wait.',
    ...(attendance.drained ? [] : ['', '- Note: the server was still busy long after the run.']),
  ]
}
