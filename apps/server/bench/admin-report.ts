import type { AdminPageResult } from './admin-section.ts'
import { fixed, ms, whole } from './report-numbers.ts'

/** The admin pages' table: first computation, remembered answers under load, statements, bytes. */
export function formatAdminPages(options: {
  driver: string
  pages: AdminPageResult[]
  activities: number
  bookings: number
  durationSeconds: number
}): string[] {
  const { driver, pages } = options
  if (pages.length === 0) return []
  const none = `> ${whole(options.durationSeconds * 1000)}`
  return [
    '',
    `## Admin dashboard and analytics: ${driver}`,
    '',
    `- Signed in (\`POST /api/account/sign-in\`, role admin) as an admin made by the app's create-admin service; over ${whole(options.activities)} activities and ${whole(options.bookings)} bookings; measured as a listing combination is.`,
    '- "Worked out": the page\'s service run once directly, nothing remembered. The server works the figures out at most once a minute (ADR 11), so under load nearly every request is answered from memory.',
    '',
    '| Page | Statements (service / request) | Worked out ms | Alone p50 ms | p50 ms | p99 ms | req/s | Done | Bytes |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...pages.map((page) => {
      const { load } = page
      const failures = load.non2xx + load.errors
      const cells = [
        `${page.name} \`${page.path}\`${failures > 0 ? ` (${failures} failed)` : ''}`,
        `${page.statements.service} / ${page.statements.request}`,
        whole(page.workedOutMs),
        whole(page.alone.p50Ms),
        load.requests === 0 ? none : ms(load.latencyMs.p50),
        load.requests === 0 ? none : ms(load.latencyMs.p99),
        fixed(load.requestsPerSecond),
        whole(load.requests),
        whole(page.bodyBytes),
      ]
      return `| ${cells.join(' | ')} |`
    }),
    ...pages
      .filter((page) => !page.drained)
      .map((page) => `- Note: the server was still busy long after the admin '${page.name}' run`),
  ]
}

/** The plans of the admin pages that were slow alone, for the note. */
export function formatAdminPlans(driver: string, pages: AdminPageResult[]): string[] {
  return pages
    .filter((page) => page.plans.length > 0)
    .map((page) =>
      [
        `## Admin ${page.name} plans: ${driver}, worked out in ${whole(page.workedOutMs)} ms`,
        ...page.plans.map(
          (plan, index) =>
            `\n### Statement ${index + 1} (${ms(Math.round(plan.ms))} ms with EXPLAIN ANALYZE)\n\n${plan.statement}\n\n${plan.plan}`,
        ),
      ].join('\n'),
    )
}
