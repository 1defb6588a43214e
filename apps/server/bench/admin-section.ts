import { randomBytes } from 'node:crypto'
import type { Database } from '../src/db/client.ts'
import { createAdmin } from '../src/modules/account/create-admin-service.ts'
import { getAdminAnalytics } from '../src/modules/admin/analytics-service.ts'
import { getAdminDashboard } from '../src/modules/admin/dashboard-service.ts'
import type { BenchServer } from './bench-server.ts'
import { explainStatements, type StatementPlan } from './dashboard.ts'
import type { LoadResult } from './load-jobs.ts'
import { measureEndpoint } from './measure.ts'
import type { QueryWatch } from './query-counter.ts'
import type { BenchSettings } from './report.ts'
import { signIn } from './sign-in.ts'

/** GET /api/admin/dashboard or /analytics signed in as an admin, measured as a listing is. */
export type AdminPageResult = {
  name: string
  path: string
  bodyBytes: number
  /** The page's service run directly, with nothing remembered: the figures worked out afresh. */
  workedOutMs: number
  alone: { runs: number; p50Ms: number }
  load: LoadResult
  drained: boolean
  /** Statements the page's service sends (all at once), and a whole request with its sign-in check. */
  statements: { service: number; request: number }
  /** EXPLAIN ANALYZE of the service's statements, when working them out was slow. */
  plans: StatementPlan[]
}

type AdminPage = {
  name: string
  path: string
  /** The service the route calls, to count and explain its statements. */
  service: (options: { db: Database }) => Promise<unknown>
}

const ADMIN_PAGES: AdminPage[] = [
  { name: 'dashboard', path: '/api/admin/dashboard', service: getAdminDashboard },
  { name: 'analytics', path: '/api/admin/analytics', service: getAdminAnalytics },
]

async function fetchAdminPage(url: string, cookie: string) {
  const response = await fetch(url, { headers: { cookie } })
  const body = await response.text()
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`)
  return { bodyBytes: Buffer.byteLength(body) }
}

/**
 * Makes an admin with the app's own create-admin service (as `npm run db:create-admin` does),
 * signs in as one through the API and measures the admin's overview pages, which read every
 * vendor, activity, user and booking.
 */
export async function measureAdminPages(options: {
  server: BenchServer
  db: Database
  watch: QueryWatch
  settings: BenchSettings
}): Promise<AdminPageResult[]> {
  const { server, db, watch, settings } = options
  const email = 'bench-admin@bench.example.com'
  const password = randomBytes(16).toString('hex')
  await createAdmin({ db, email, password, firstName: 'Bench', lastName: 'Admin' })
  const cookie = await signIn({ baseUrl: server.baseUrl, email, password, role: 'admin' })
  const results: AdminPageResult[] = []
  for (const page of ADMIN_PAGES) {
    const url = server.baseUrl + page.path
    const { bodyBytes } = await fetchAdminPage(url, cookie)
    const started = performance.now()
    const service = await watch.record(() => page.service({ db }))
    const workedOutMs = performance.now() - started
    const request = await watch.record(() => fetchAdminPage(url, cookie))
    const { alone, load, drained } = await measureEndpoint({
      server,
      url,
      settings,
      headers: { cookie },
    })
    const plans =
      workedOutMs > settings.explainOverMs ? await explainStatements(db, service.statements) : []
    results.push({
      name: page.name,
      path: page.path,
      bodyBytes,
      workedOutMs,
      alone,
      load,
      drained,
      statements: { service: service.statements.length, request: request.statements.length },
      plans,
    })
    console.log(
      `  admin ${page.name}: ${service.statements.length} statements, ` +
        `${request.statements.length} per request; worked out in ${workedOutMs.toFixed(0)} ms; ` +
        `alone ${alone.p50Ms.toFixed(0)} ms; under load ` +
        `${load.requests} answered, p50 ${load.latencyMs.p50} ms, p99 ${load.latencyMs.p99} ms, ` +
        `${load.requestsPerSecond.toFixed(1)} req/s${plans.length > 0 ? '; explained' : ''}`,
    )
  }
  return results
}
