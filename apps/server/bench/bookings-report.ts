import type { BookingsResult } from './bookings-section.ts'
import type { BookingLoadResult } from './load-jobs.ts'
import type { MailInRequestResult } from './mail-section.ts'
import { fixed, ms, whole } from './report-numbers.ts'

/** The bookings table: throughput and latency of real bookings, and the SQL one booking sends. */
export function formatBookings(driver: string, bookings: BookingsResult): string[] {
  const pool =
    driver === 'pglite'
      ? 'PGlite has one connection, so the bookings run one after another'
      : 'the pool has 10 connections'
  return [
    '',
    `## Bookings: ${driver}`,
    '',
    `- \`POST ${bookings.path}\` signed in as ${bookings.parents} parents (${bookings.childrenPerParent} children each, added through the child service); every request is a new, valid booking of one child with its own Idempotency-Key, so each answer is real work (${pool}). Each run ends after its time or when its list is used up.`,
    `- "Distinct sessions": every request books a different upcoming session with a free place, chosen at random over the catalogue. "One crowded session": every request books the same session (capacity ${whole(bookings.crowdedCapacity)}) for a different child, so they queue on the session's row lock. "One at a time" also warms the booking path up.`,
    `- One booking alone sends ${bookings.statements.count} SQL statements (the sign-in check's session, user and roles in one, then the transaction: begin, the lock on the session, the statement that counts its places and writes the booking, commit; a free activity's booking also queues its confirmation mails${driver === 'pglite' ? '; PGlite runs begin and commit without a statement the bench sees' : ''}); the slowest: ${bookings.statements.slowest.map((slow) => `\`${slow.statement}…\` ${fixed(slow.ms)} ms`).join(', ')}.`,
    '',
    '| Run | Connections | Answered | 201 | Other answers | Created | Seconds | req/s | p50 ms | p99 ms |',
    '|---|--:|--:|--:|---|--:|--:|--:|--:|--:|',
    ...bookings.runs.map((run) => {
      const { load } = run
      const others = [
        ...Object.entries(load.statuses)
          .filter(([status]) => status !== '201')
          .map(([status, count]) => `${whole(count)} × ${status}`),
        ...(load.errors > 0 ? [`${whole(load.errors)} errors (${load.timeouts} timeouts)`] : []),
      ]
      const cells = [
        `${run.name}${load.sent >= load.prepared ? ' (list used up)' : ''}`,
        String(run.connections),
        whole(load.answered),
        whole(load.statuses['201'] ?? 0),
        others.join(', ') || 'none',
        whole(run.created),
        fixed(load.durationSeconds),
        fixed(load.requestsPerSecond),
        load.answered === 0 ? '-' : ms(load.latencyMs.p50),
        load.answered === 0 ? '-' : ms(load.latencyMs.p99),
      ]
      return `| ${cells.join(' | ')} |`
    }),
    ...bookings.runs
      .filter((run) => !run.drained)
      .map((run) => `- Note: the server was still busy long after the '${run.name}' run`),
    '',
    `overbooked sessions: ${bookings.overbookedSessions} (of the ${whole(bookings.sessionsBooked)} sessions the bench booked into: active participants against the activity's capacity, one statement after the runs).`,
    '',
    '"Answered": within the run, any status. "Created": bookings of the run in the database afterwards, those whose answer the end of the run dropped included. "Seconds": from the first request to the last answer; req/s = answered / seconds.',
  ]
}

/** Before and after the outbox: what waiting for SMTP inside the request cost each booking. */
export function formatMailInRequest(driver: string, mail: MailInRequestResult): string[] {
  const latency = (load: BookingLoadResult, value: number) =>
    load.answered === 0 ? '-' : ms(value)
  const row = (name: string, load: BookingLoadResult) =>
    `| ${name} | ${whole(load.statuses['201'] ?? 0)} | ${fixed(load.requestsPerSecond)} | ${latency(load, load.latencyMs.p50)} | ${latency(load, load.latencyMs.p99)} |`
  return [
    '',
    `## Booking mail in the request or in the outbox: ${driver}`,
    '',
    `- \`POST /api/bookings\` one at a time for ${fixed(mail.seconds)} s each, the same kind of booking (of a free activity: confirmed at once, so it mails at once) on the same database. Before: the request also sent its two mails (family and provider, side by side) through the SMTP adapter and answered after both. Now: the transaction queues them and a job sends them. The local SMTP stand-in accepts each message after ${whole(mail.smtpDelayMs)} ms (BENCH_SMTP_DELAY_MS), as a provider across the internet would.`,
    '',
    '| Mail | 201 | req/s | p50 ms | p99 ms |',
    '|---|--:|--:|--:|--:|',
    row('sent inside the request (before)', mail.inRequest),
    row('queued, sent by a job (now)', mail.byJob),
  ]
}
