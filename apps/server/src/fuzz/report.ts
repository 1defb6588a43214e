import type { WireBody } from './bodies.ts'
import type { Failure, FuzzResult } from './runner.ts'

const SHOWN_BODY_CHARS = 240
const EXAMPLES_PER_CAUSE = 3

/** A body as one printable line: control characters escaped, long text cut. */
export function describeBody(body: WireBody | undefined): string {
  if (!body) return '(no body)'
  const text = typeof body.payload === 'string' ? body.payload : body.payload.toString('latin1')
  const shown = JSON.stringify(text.slice(0, SHOWN_BODY_CHARS))
  const more = text.length > SHOWN_BODY_CHARS ? ` …(${text.length} chars)` : ''
  return `${body.contentType ?? '(no content-type)'} ${shown}${more}`
}

/** The first frame of the stack, and the first one in the app's own code when that differs. */
export function stackFrames(error: Error | undefined): string {
  const frames = (error?.stack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
    .map((line) => line.replace(/\(?\/[^\s)]*\/apps\/server\//, '(apps/server/'))
  const top = frames[0]
  if (!top) return 'no stack: the error never reached the error handler'
  const own = frames.find((frame) => frame.includes('apps/server/src/'))
  return own && own !== top ? `${top} | ${own}` : top
}

/** Failures with the same error and top frame share a cause, whatever the request. */
export function causeOf(failure: Failure): string {
  if (failure.status === 'timeout')
    return `no answer within the time limit on ${failure.request.operation}`
  const error = failure.error
  const message = `${error?.message ?? 'no error captured'}${issueOf(error)}`
    .split('\n')[0]
    ?.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, '<id>')
    .replace(/\d+/g, 'N')
    .slice(0, 200)
  const frames = stackFrames(error)
  // Without a frame in the app's code (a library threw), the operation tells the causes apart.
  const where = frames.includes('apps/server/src/') ? '' : ` on ${failure.request.operation}`
  return `${error?.name ?? 'Error'}: ${message}${where} @ ${frames}`
}

/** A response that broke its own schema carries the zod issue that says which field. */
function issueOf(error: Error | undefined): string {
  const issues = (
    error?.cause as { issues?: { path: PropertyKey[]; message: string }[] } | undefined
  )?.issues
  const first = issues?.[0]
  return first ? ` (${first.path.map(String).join('.')}: ${first.message})` : ''
}

export function groupFailures(failures: Failure[]): Map<string, Failure[]> {
  const groups = new Map<string, Failure[]>()
  for (const failure of failures) {
    const cause = causeOf(failure)
    groups.set(cause, [...(groups.get(cause) ?? []), failure])
  }
  return groups
}

/** `#12 [parent] POST /api/children -> 500 body: ...`: enough to send the request again. */
export function describeFailure(failure: Failure): string {
  const { request } = failure
  const headers = Object.entries(request.headers).map(
    ([name, value]) => ` ${name}: ${JSON.stringify(value)}`,
  )
  return `#${failure.index} [${failure.role}] ${request.method} ${request.url}${headers.join('')} -> ${failure.status} body: ${describeBody(request.body)}`
}

const statusOrder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true })

function statusLine(counts: Map<string, number>): string {
  return [...counts.keys()]
    .sort(statusOrder)
    .map((status) => `${status}: ${counts.get(status)}`)
    .join('  ')
}

export function formatReport(result: FuzzResult): string {
  const lines = [
    `Fuzzed ${result.sent} requests in ${(result.elapsedMs / 1000).toFixed(1)} s (seed ${result.seed}; replay with --seed ${result.seed} --requests ${result.planned}).`,
  ]
  if (result.stoppedEarly) lines.push(`Stopped early: ${result.sent} of ${result.planned} sent.`)
  if (result.unsendable > 0) {
    lines.push(
      `${result.unsendable} generated requests had header values no HTTP client can send; skipped.`,
    )
  }
  if (result.restoredSessions > 0) {
    lines.push(`Sessions signed in again after a generated sign-out: ${result.restoredSessions}.`)
  }
  lines.push('', `Responses by status: ${statusLine(result.byStatus)}`)
  for (const [role, counts] of result.byRole)
    lines.push(`  ${role.padEnd(15)} ${statusLine(counts)}`)
  const sentTo = [...result.byOperation].filter(([, counts]) => counts.size > 0)
  const unanswered = sentTo
    .filter(([, counts]) => ![...counts.keys()].some((status) => status.startsWith('2')))
    .map(([operation]) => operation)
  lines.push('', `Operations reached: ${sentTo.length} of ${result.byOperation.size}.`)
  if (unanswered.length > 0) {
    lines.push(`Reached but never succeeded (no 2xx): ${unanswered.join(', ')}`)
  }
  const groups = groupFailures(result.failures)
  if (groups.size === 0) {
    lines.push('', 'No 5xx answers.')
    return lines.join('\n')
  }
  lines.push('', `${result.failures.length} failing requests, ${groups.size} distinct causes:`)
  for (const [cause, failures] of groups) {
    lines.push('', `● ${failures.length}× ${cause}`)
    for (const failure of failures.slice(0, EXAMPLES_PER_CAUSE))
      lines.push(`    ${describeFailure(failure)}`)
  }
  return lines.join('\n')
}
