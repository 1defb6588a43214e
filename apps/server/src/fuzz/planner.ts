import fc from 'fast-check'
import { loadOwnPools, loadPools, type Pools } from './id-pools.ts'
import { type GeneratedRequest, requestFor } from './requests.ts'
import { fittingRoles, ROLE_NAMES, type RoleName } from './roles.ts'
import type { FuzzTarget } from './target.ts'

/** A request and who sends it, and whether it comes from the site's own pages. */
export type PlannedRequest = {
  role: RoleName
  request: GeneratedRequest
  origin: 'same' | 'none' | 'foreign'
}

const REFRESH_POOLS_EVERY = 200

/** A per-request seed from the run's seed, so any request can be generated on its own. */
const requestSeed = (seed: number, index: number) =>
  (Math.imul(seed ^ 0x5bd1e995, 0x01000193) + Math.imul(index + 1, 0x9e3779b1)) | 0

export const sampleOne = <T>(arbitrary: fc.Arbitrary<T>, seed: number): T => {
  const [value] = fc.sample(arbitrary, { seed, numRuns: 1 })
  if (value === undefined) throw new Error('fast-check produced no value')
  return value
}

// Which operation, role and flavour: uniform, hence noBias (fast-check favours small integers).
const choiceArbitrary = (operations: number) =>
  fc.noBias(
    fc.record({
      operation: fc.integer({ min: 0, max: operations - 1 }),
      fitting: fc.integer({ min: 0, max: 99 }),
      role: fc.integer({ min: 0, max: 999 }),
      hostile: fc.boolean(),
      origin: fc.integer({ min: 0, max: 99 }),
      repeat: fc.integer({ min: 0, max: 99 }),
    }),
  )

/**
 * Plans request after request for a seed. Id pools are reloaded every few hundred requests, so
 * records created by earlier requests are used by later ones.
 */
export function createPlanner(target: FuzzTarget, seed: number) {
  const { app, operations, roles } = target
  const choices = choiceArbitrary(operations.length)
  const today = new Date()
  const cache = new Map<string, fc.Arbitrary<GeneratedRequest>>()
  const own = new Map<RoleName, Partial<Pools>>()
  let pools: Pools | undefined
  let previous: PlannedRequest | undefined

  async function refreshPools() {
    pools = await loadPools(app.database.db, roles.protectedIds)
    for (const role of ROLE_NAMES) {
      const owner = roles.owner(role)
      own.set(role, owner ? await loadOwnPools(app.database.db, owner) : {})
    }
    cache.clear()
  }

  return async function plan(index: number): Promise<PlannedRequest> {
    if (!pools || index % REFRESH_POOLS_EVERY === 0) await refreshPools()
    const choice = sampleOne(choices, requestSeed(seed, index))
    // The same request twice in a row: a double click, a retry after a lost answer.
    if (previous && choice.repeat < 6) return previous
    const operation = operations[choice.operation]
    if (!operation || !pools) throw new Error('operation index out of range')
    const fitting = fittingRoles(operation.path)
    const role =
      choice.fitting < 65
        ? (fitting[choice.role % fitting.length] ?? 'visitor')
        : (ROLE_NAMES[choice.role % ROLE_NAMES.length] ?? 'visitor')
    const key = `${choice.operation}:${choice.hostile}:${role}`
    let arbitrary = cache.get(key)
    if (!arbitrary) {
      const context = {
        pools,
        own: own.get(role) ?? {},
        path: operation.path,
        hostile: choice.hostile,
        today,
      }
      arbitrary = requestFor(operation, context)
      cache.set(key, arbitrary)
    }
    const request = sampleOne(arbitrary, requestSeed(seed, index) + 1)
    const origin = choice.origin < 90 ? 'same' : choice.origin < 95 ? 'none' : 'foreign'
    previous = { role, request, origin }
    return previous
  }
}
