import { operationName } from './openapi.ts'
import { createPlanner, type PlannedRequest } from './planner.ts'
import type { GeneratedRequest } from './requests.ts'
import { ROLE_NAMES, type RoleName } from './roles.ts'
import { type Outcome, send } from './send.ts'
import type { FuzzTarget } from './target.ts'

export type FuzzOptions = {
  requests: number
  seed: number
  /** The run stops after this long even if fewer requests were sent. */
  maxSeconds: number
  /** Requests in flight at once; 1 (the default) keeps a run reproducible by its seed. */
  concurrency?: number
  onProgress?: (sent: number) => void
}

export type Failure = {
  index: number
  role: RoleName
  request: GeneratedRequest
  /** The status code, or 'timeout' when the app did not answer at all. */
  status: number | 'timeout'
  error: Error | undefined
}

export type FuzzResult = {
  seed: number
  planned: number
  sent: number
  /** Requests the HTTP layer refused to build (an invalid header value): no server sees those. */
  unsendable: number
  elapsedMs: number
  stoppedEarly: boolean
  byStatus: Map<string, number>
  byRole: Map<RoleName, Map<string, number>>
  byOperation: Map<string, Map<string, number>>
  failures: Failure[]
  restoredSessions: number
}

function count(map: Map<string, number> | undefined, key: string) {
  map?.set(key, (map.get(key) ?? 0) + 1)
}

export async function runFuzz(target: FuzzTarget, options: FuzzOptions): Promise<FuzzResult> {
  const { operations, roles } = target
  const startedAt = Date.now()
  const plan = createPlanner(target, options.seed)
  const concurrency = Math.max(1, options.concurrency ?? 1)
  const result: FuzzResult = {
    seed: options.seed,
    planned: options.requests,
    sent: 0,
    unsendable: 0,
    elapsedMs: 0,
    stoppedEarly: false,
    byStatus: new Map(),
    byRole: new Map(ROLE_NAMES.map((role) => [role, new Map()])),
    byOperation: new Map(operations.map((operation) => [operationName(operation), new Map()])),
    failures: [],
    restoredSessions: 0,
  }

  function record(index: number, planned: PlannedRequest, outcome: Outcome) {
    if (outcome.kind === 'unsendable') {
      result.unsendable += 1
      return
    }
    result.sent += 1
    options.onProgress?.(result.sent)
    const status = outcome.kind === 'timeout' ? 'timeout' : outcome.status
    count(result.byStatus, String(status))
    count(result.byRole.get(planned.role), String(status))
    count(result.byOperation.get(planned.request.operation), String(status))
    if (status === 'timeout' || status >= 500) {
      const error = outcome.kind === 'answered' ? outcome.error : undefined
      result.failures.push({ index, role: planned.role, request: planned.request, status, error })
    }
  }

  for (let index = 0; index < options.requests; index += concurrency) {
    if (Date.now() - startedAt > options.maxSeconds * 1000) {
      result.stoppedEarly = true
      break
    }
    const batch: { index: number; planned: PlannedRequest }[] = []
    for (let at = index; at < Math.min(index + concurrency, options.requests); at += 1) {
      batch.push({ index: at, planned: await plan(at) })
    }
    const outcomes = await Promise.all(
      batch.map(({ index: at, planned }) => send(target, planned, at)),
    )
    batch.forEach(({ index: at, planned }, position) => {
      record(at, planned, outcomes[position] ?? { kind: 'unsendable' })
    })
    // The app may be wedged on a lock; later answers would say nothing about later requests.
    if (outcomes.some((outcome) => outcome.kind === 'timeout')) {
      result.stoppedEarly = true
      break
    }
    for (const [position, { planned }] of batch.entries()) {
      const outcome = outcomes[position]
      const signedOut =
        (outcome?.kind === 'answered' && outcome.status === 401) ||
        planned.request.url.startsWith('/api/account/sign-out')
      if (planned.role !== 'visitor' && signedOut) await roles.restore(planned.role)
    }
  }
  result.restoredSessions = roles.restored()
  result.elapsedMs = Date.now() - startedAt
  return result
}
