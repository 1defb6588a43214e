import { formatRevenue } from '@afc/contracts'
import type { QuoteResult } from './quote-section.ts'
import { fixed, ms, whole } from './report-numbers.ts'

/** The price quote under load, with the quote it answered so the figures are of real work. */
export function formatQuote(driver: string, quote: QuoteResult): string[] {
  const { load } = quote
  const failures = load.non2xx + load.errors
  return [
    '',
    `## Price quote: ${driver}`,
    '',
    `- \`POST /api/terms/{id}/enrolments/quote\` for ${quote.children} children with a code, on a term whose provider has a sibling rule (10% off the 2nd child, 15% off later ones), 10% off from a season's 2nd booking and an early bird of 20%, by one signed-in family on ${quote.connections} connections at once for the load step's seconds. Nothing is held or written: the quote reads the rules, the family's season and the code's uses.`,
    `- The quote answered: ${quote.quote.lines.map((line) => `${line.label}${line.firstName ? ` (${line.firstName})` : ''} ${formatRevenue(line.amountCents)}`).join('; ')}; total ${formatRevenue(quote.quote.totalCents)}.`,
    `- SQL statements per quote on an idle server, the sign-in check included: ${quote.statements}.`,
    '',
    '| Alone p50 ms | p50 ms | p90 ms | p99 ms | max ms | req/s | Answered | Failed |',
    '|--:|--:|--:|--:|--:|--:|--:|--:|',
    `| ${fixed(quote.alone.p50Ms)} | ${ms(load.latencyMs.p50)} | ${ms(load.latencyMs.p90)} | ${ms(load.latencyMs.p99)} | ${ms(load.latencyMs.max)} | ${fixed(load.requestsPerSecond)} | ${whole(load.requests)} | ${whole(failures)} |`,
    ...(quote.drained ? [] : ['', '- Note: the server was still busy long after the run.']),
  ]
}
