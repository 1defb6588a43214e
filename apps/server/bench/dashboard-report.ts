import type { BenchRun } from './report.ts'
import { fixed, ms, whole } from './report-numbers.ts'

/** The vendor dashboard of each seeded provider: statements, times alone and under load. */
export function formatDashboards(run: BenchRun): string[] {
  if (run.dashboards.length === 0) return []
  const none = `> ${whole(run.settings.durationSeconds * 1000)}`
  const [first] = run.dashboards
  const parallel =
    run.driver === 'pglite'
      ? 'PGlite has one connection, so it runs them one after another'
      : 'each on its own pooled connection'
  return [
    '',
    `## Vendor dashboard: ${run.driver}`,
    '',
    `- \`GET ${first?.path}\` signed in (session cookie from \`POST /api/account/sign-in\`) as the provider's owner; measured as a listing combination is.`,
    `- SQL statements per dashboard: ${first?.statements.service} from the dashboard service (one per panel, sent together: ${first?.statements.serviceInFlight} in flight at once; ${parallel}); ${first?.statements.request} for the whole request, the session, roles and provider lookups of the sign-in check included.`,
    '',
    '| Provider | Public activities | Bookings | Enrolled places | Statements (panels / request) | Alone p50 ms | p50 ms | p99 ms | req/s | Done | Bytes |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...run.dashboards.map((dashboard) => {
      const { load } = dashboard
      const failures = load.non2xx + load.errors
      const cells = [
        `${dashboard.name} (${dashboard.vendor.userId})${failures > 0 ? ` (${failures} failed)` : ''}`,
        whole(dashboard.vendor.publicActivities),
        whole(dashboard.vendor.bookings),
        whole(dashboard.stats.totalEnrollments),
        `${dashboard.statements.service} / ${dashboard.statements.request}`,
        whole(dashboard.alone.p50Ms),
        load.requests === 0 ? none : ms(load.latencyMs.p50),
        load.requests === 0 ? none : ms(load.latencyMs.p99),
        fixed(load.requestsPerSecond),
        whole(load.requests),
        whole(dashboard.bodyBytes),
      ]
      return `| ${cells.join(' | ')} |`
    }),
    ...run.dashboards
      .filter((dashboard) => !dashboard.drained)
      .map(
        (dashboard) => `- Note: the server was still busy long after the '${dashboard.name}' run`,
      ),
    '',
    `"Bookings": every booking on the provider's activities, cancelled ones included; "Enrolled places": the dashboard's own figure (pending and confirmed). Statements of the request: ${first?.statements.requestStatements.map((text) => `\`${text.slice(0, 40)}…\``).join(', ')}.`,
  ]
}
