import { type BookingQuote, bookingQuoteSchema } from '@afc/contracts'
import type { Database } from '../src/db/client.ts'
import { discountRules, promoCodes } from '../src/db/schema/index.ts'
import type { BenchServer } from './bench-server.ts'
import { type BookingStatements, recordOnePost } from './bookings-section.ts'
import type { LoadResult } from './load-jobs.ts'
import { DRAIN_LIMIT_MS, measureEndpoint, measureLoad } from './measure.ts'
import type { Parent } from './prepare-parents.ts'
import type { QueryWatch } from './query-counter.ts'
import type { BenchSettings } from './report.ts'
import { connectedVendors } from './rush-sessions.ts'
import { createBenchTerm } from './rush-terms.ts'

/** The quote's term: a camp-like term far enough ahead for an early bird still running. */
const QUOTE_TERM_PRICE_CENTS = 18_000
const QUOTE_CHILDREN = 3
const BENCH_CODE = 'BENCH10'

export type QuoteResult = {
  connections: number
  children: number
  /** The quote the load asked for, as answered once before it. */
  quote: BookingQuote
  /** SQL statements of one quote on an idle server, the sign-in check included. */
  statements: BookingStatements
  alone: { runs: number; p50Ms: number }
  /** As fast as the server answers: every connection sends its next quote on the answer. */
  load: LoadResult
  /** Each connection a family asking about once a second, as they choose children and a code. */
  paced: LoadResult
  drained: boolean
}

/**
 * A provider's every kind of rule (siblings 10%/15%, 10% from a season's 2nd booking, an early
 * bird of 20% off until a week before the start) and a 10% code, on a bench term of its own.
 */
async function pricedTerm(db: Database) {
  const [vendorId = ''] = await connectedVendors(db, 1)
  const { termId } = await createBenchTerm(db, {
    vendorId,
    title: 'Priced Summer Camp',
    capacity: 50,
    priceCents: QUOTE_TERM_PRICE_CENTS,
    sessions: 5,
    daysAhead: 30,
  })
  // Bench activities have no venue: their clock is UTC, the early bird's `until` a UTC moment.
  const earlyUntil = new Date(Date.now() + 23 * 86_400_000).toISOString().slice(0, 16)
  await db.insert(discountRules).values([
    {
      vendorId,
      kind: 'siblings',
      allActivities: true,
      secondChildPercent: 10,
      laterChildrenPercent: 15,
    },
    { vendorId, kind: 'several_bookings', allActivities: true, percent: 10, fromBookings: 2 },
    { vendorId, kind: 'early_bird', allActivities: true, percent: 20, earlyUntil },
  ])
  await db
    .insert(promoCodes)
    .values({ vendorId, kind: 'discount', code: BENCH_CODE, percent: 10, allActivities: true })
    .onConflictDoNothing()
  return termId
}

/**
 * The price quote a family's term dialog asks for as they choose children and type a code
 * (`POST /api/terms/{id}/enrolments/quote`): three children and a code, on a term whose provider
 * has every kind of rule, under `settings.bookingConnections` connections at once.
 */
export async function measureQuote(options: {
  server: BenchServer
  db: Database
  watch: QueryWatch
  settings: BenchSettings
  parent: Parent
}): Promise<QuoteResult> {
  const { server, db, watch, settings, parent } = options
  const termId = await pricedTerm(db)
  const url = `${server.baseUrl}/api/terms/${termId}/enrolments/quote`
  const body = JSON.stringify({
    childIds: parent.family.slice(0, QUOTE_CHILDREN).map((child) => child.childId),
    extras: [],
    code: BENCH_CODE,
  })
  const headers = { 'content-type': 'application/json', cookie: parent.cookie }
  // The first answer prepares the server's statements: a warm-up, not counted.
  await recordOnePost(watch, url, { headers, body, expect: 200 })
  const { answer, ...statements } = await recordOnePost(watch, url, { headers, body, expect: 200 })
  const quote = bookingQuoteSchema.parse(JSON.parse(answer))
  const connections = settings.bookingConnections
  const { alone, load } = await measureEndpoint({
    server,
    url,
    settings,
    headers,
    body,
    connections,
  })
  const paced = await measureLoad({
    url,
    headers,
    body,
    connections,
    overallRate: connections,
    durationSeconds: settings.durationSeconds,
  })
  const drained = await server.idle(DRAIN_LIMIT_MS)
  console.log(
    `  price quote: ${quote.lines.length} lines, total ${quote.totalCents} cents; alone p50 ` +
      `${alone.p50Ms.toFixed(1)} ms; under ${connections} connections ${load.requests} answered, ` +
      `p50 ${load.latencyMs.p50} ms, p99 ${load.latencyMs.p99} ms; paced at ${connections}/s ` +
      `p50 ${paced.latencyMs.p50} ms, p99 ${paced.latencyMs.p99} ms`,
  )
  return {
    connections,
    children: QUOTE_CHILDREN,
    quote,
    statements,
    alone,
    load,
    paced,
    drained,
  }
}
