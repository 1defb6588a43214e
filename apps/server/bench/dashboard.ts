import { randomBytes } from 'node:crypto'
import type { VendorDashboard } from '@afc/contracts'
import { hashPassword } from 'better-auth/crypto'
import type { Database } from '../src/db/client.ts'
import { getVendorDashboard } from '../src/modules/vendor-dashboard/dashboard-service.ts'
import type { QueryWatch, RecordedStatement } from './query-counter.ts'
import type { DashboardVendor } from './seed-bookings.ts'
import { giveCredential, signIn } from './sign-in.ts'

export const DASHBOARD_PATH = '/api/vendor/dashboard'

/**
 * Gives the provider's owner a password and signs in through the running server as a vendor:
 * the Cookie header value to send with each request.
 */
export async function signInVendor(
  db: Database,
  baseUrl: string,
  vendor: DashboardVendor,
): Promise<string> {
  const password = randomBytes(16).toString('hex')
  await giveCredential(db, [vendor.userId], await hashPassword(password))
  return signIn({ baseUrl, email: vendor.email, password, role: 'vendor' })
}

/** One dashboard as the provider's page gets it: its size and what it shows. */
export async function fetchDashboard(url: string, cookie: string) {
  const response = await fetch(url, { headers: { cookie } })
  const body = await response.text()
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`)
  const dashboard = JSON.parse(body) as VendorDashboard
  return { bodyBytes: Buffer.byteLength(body), stats: dashboard.stats }
}

export type StatementCount = {
  /** Statements getVendorDashboard sends: the panels. */
  service: number
  /** The most of them waiting for an answer at once (3: all sent together). */
  serviceInFlight: number
  /** Statements one whole request sends: the panels plus session, roles and provider lookups. */
  request: number
  /** The first words of each statement of the request, in the order they were sent. */
  requestStatements: string[]
}

const firstWords = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 90)

/**
 * Counts the statements of the dashboard on an idle server: once by calling the service the
 * route calls, once for a whole HTTP request. Returns the service's statements too, to explain.
 */
export async function countDashboardStatements(options: {
  watch: QueryWatch
  db: Database
  vendorId: string
  url: string
  cookie: string
}): Promise<{ count: StatementCount; statements: RecordedStatement[] }> {
  const { watch, db, vendorId, url, cookie } = options
  const service = await watch.record(() => getVendorDashboard({ db, vendorId }))
  const request = await watch.record(() => fetchDashboard(url, cookie))
  return {
    count: {
      service: service.statements.length,
      serviceInFlight: service.maxInFlight,
      request: request.statements.length,
      requestStatements: request.statements.map((statement) => firstWords(statement.text)),
    },
    statements: service.statements,
  }
}

export type StatementPlan = { statement: string; ms: number; plan: string }

const READ = /^\s*(select|with)\b/i
const WRITE = /\b(insert|update|delete)\b/i

/**
 * Whether EXPLAIN ANALYZE may run the statement again: a read. A transaction's begin or commit
 * cannot be explained, and a write recorded meanwhile (the job runner's) would be done twice.
 */
export const explainable = (statement: RecordedStatement) =>
  READ.test(statement.text) && !WRITE.test(statement.text)

/** EXPLAIN (ANALYZE, BUFFERS) of each read among the statements, with the parameters it was sent with. */
export async function explainStatements(
  db: Database,
  statements: RecordedStatement[],
): Promise<StatementPlan[]> {
  const client = (
    db as unknown as {
      $client: { query: (text: string, params: unknown[]) => Promise<{ rows: object[] }> }
    }
  ).$client
  const plans: StatementPlan[] = []
  for (const statement of statements.filter(explainable)) {
    const started = performance.now()
    const result = await client.query(
      `explain (analyze, buffers) ${statement.text}`,
      statement.params,
    )
    plans.push({
      statement: statement.text.replace(/\s+/g, ' ').trim(),
      ms: performance.now() - started,
      plan: result.rows.map((row) => String(Object.values(row)[0])).join('\n'),
    })
  }
  return plans
}
