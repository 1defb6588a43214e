import { type BookingQuote, bookingQuoteSchema } from '@afc/contracts'
import type { Database } from '../src/db/client.ts'
import { discountRules, promoCodes } from '../src/db/schema/index.ts'
import type { BenchServer } from './bench-server.ts'
import { JOB_POLL } from './bookings-section.ts'
import { measureEndpoint } from './measure.ts'
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
  statements: number
  alone: { runs: number; p50Ms: number }
  load: Awaited<ReturnType<typeof measureEndpoint>>['load']
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
  const ask = () => fetch(url, { method: 'POST', headers, body })
  // The first answer prepares the server's statements: a warm-up, not counted.
  await (await ask()).text()
  let answer = ''
  const recording = await watch.record(async () => {
    const response = await ask()
    answer = await response.text()
    if (response.status !== 200) {
      throw new Error(`the price quote answered ${response.status}: ${answer.slice(0, 200)}`)
    }
  })
  const quote = bookingQuoteSchema.parse(JSON.parse(answer))
  const connections = settings.bookingConnections
  const { alone, load, drained } = await measureEndpoint({
    server,
    url,
    settings,
    headers,
    body,
    connections,
  })
  console.log(
    `  price quote: ${quote.lines.length} lines, total ${quote.totalCents} cents; alone p50 ` +
      `${alone.p50Ms.toFixed(1)} ms; under ${connections} connections ${load.requests} answered, ` +
      `p50 ${load.latencyMs.p50} ms, p99 ${load.latencyMs.p99} ms`,
  )
  return {
    connections,
    children: QUOTE_CHILDREN,
    quote,
    statements: recording.statements.filter((statement) => !JOB_POLL.test(statement.text)).length,
    alone,
    load,
    drained,
  }
}
