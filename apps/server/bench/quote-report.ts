import { formatRevenue } from '@afc/contracts'
import type { QuoteResult } from './quote-section.ts'
import { fixed, ms, whole } from './report-numbers.ts'

/** The price quote under load, with the quote it answered so the figures are of real work. */
export function formatQuote(driver: string, quote: QuoteResult): string[] {
  const { load } = quote
  return [
    '',
    `## Price quote: ${driver}`,
    '',
    `- \`POST /api/terms/{id}/enrolments/quote\` for ${quote.children} children with a code, on a term whose provider has a sibling rule (10% off the 2nd child, 15% off later ones), 10% off from a season's 2nd booking and an early bird of 20%, by one signed-in family on ${quote.connections} connections at once for the load step's seconds. Nothing is held or written: the quote reads the rules, the family's season and the code's uses.`,
    `- The quote answered: ${quote.quote.lines.map((line) => `${line.label}${line.firstName ? ` (${line.firstName})` : ''} ${formatRevenue(line.amountCents)}`).join('; ')}; total ${formatRevenue(quote.quote.totalCents)}.`,
    `- SQL statements per quote on an idle server, the sign-in check included: ${quote.statements.count}; the slowest: ${quote.statements.slowest.map((statement) => `\`${statement.statement}…\` ${fixed(statement.ms)} ms`).join(', ')}.`,
    '',
    '| Run | p50 ms | p90 ms | p99 ms | max ms | req/s | Answered | Failed |',
    '|---|--:|--:|--:|--:|--:|--:|--:|',
    `| one at a time | ${fixed(quote.alone.p50Ms)} | | | | | ${whole(quote.alone.runs)} | |`,
    ...(
      [
        [`${quote.connections} families, once a second each`, quote.paced],
        [`${quote.connections} connections, as fast as answered`, load],
      ] as const
    ).map(
      ([name, run]) =>
        `| ${name} | ${ms(run.latencyMs.p50)} | ${ms(run.latencyMs.p90)} | ${ms(run.latencyMs.p99)} | ${ms(run.latencyMs.max)} | ${fixed(run.requestsPerSecond)} | ${whole(run.requests)} | ${whole(run.non2xx + run.errors)} |`,
    ),
    '',
    '"Once a second each": the families ask as people choosing children and typing a code do, the load generator holding the pace; the p99 is the wait a family sees. "As fast as answered": each connection sends its next quote the moment the last is answered, so the server is always full and the latency is the queue (connections / answers per second), which measures throughput, not a family\'s wait.',
    ...(quote.drained ? [] : ['', '- Note: the server was still busy long after the run.']),
  ]
}
