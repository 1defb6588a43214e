import type { Database } from '../src/db/client.ts'
import type { BenchServer } from './bench-server.ts'
import {
  countDashboardStatements,
  DASHBOARD_PATH,
  explainStatements,
  fetchDashboard,
  signInVendor,
} from './dashboard.ts'
import { measureEndpoint } from './measure.ts'
import type { QueryWatch } from './query-counter.ts'
import type { BenchSettings, DashboardResult } from './report.ts'
import type { DashboardVendor } from './seed-bookings.ts'

/** The vendor dashboard of the busy provider and of a typical one, each signed in as its owner. */
export async function measureVendorDashboards(options: {
  server: BenchServer
  db: Database
  watch: QueryWatch
  settings: BenchSettings
  vendors: { busy: DashboardVendor; typical: DashboardVendor }
}): Promise<DashboardResult[]> {
  const { server, db, watch, settings } = options
  const dashboards: DashboardResult[] = []
  for (const [name, vendor] of [
    ['busy provider', options.vendors.busy],
    ['typical provider', options.vendors.typical],
  ] as const) {
    const url = server.baseUrl + DASHBOARD_PATH
    const cookie = await signInVendor(db, server.baseUrl, vendor)
    const page = await fetchDashboard(url, cookie)
    const counted = await countDashboardStatements({
      watch,
      db,
      vendorId: vendor.vendorId,
      url,
      cookie,
    })
    const { alone, load, drained } = await measureEndpoint({
      server,
      url,
      settings,
      headers: { cookie },
    })
    const plans =
      alone.p50Ms > settings.explainOverMs ? await explainStatements(db, counted.statements) : []
    dashboards.push({
      name,
      path: DASHBOARD_PATH,
      vendor,
      ...page,
      alone,
      load,
      drained,
      statements: counted.count,
      plans,
    })
    console.log(
      `  dashboard, ${name} (${vendor.publicActivities} activities, ${vendor.bookings} bookings): ` +
        `${counted.count.service} panel statements, ${counted.count.request} per request; alone ` +
        `${alone.p50Ms.toFixed(0)} ms; under load ${load.requests} answered, p50 ` +
        `${load.latencyMs.p50} ms, p99 ${load.latencyMs.p99} ms, ` +
        `${load.requestsPerSecond.toFixed(1)} req/s${plans.length > 0 ? '; explained' : ''}`,
    )
  }
  return dashboards
}
