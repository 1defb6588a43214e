import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeFailure, groupFailures } from './report.ts'
import { type FuzzResult, runFuzz } from './runner.ts'
import { type FuzzTarget, startFuzzTarget } from './target.ts'

// The bounded version of `npm run fuzz`: a fixed seed, so a failure here replays with
// `npm run fuzz -- --seed 20261123 --requests 500`.
const SEED = 20_261_123
const REQUESTS = 500

let target: FuzzTarget
let result: FuzzResult

beforeAll(async () => {
  target = await startFuzzTarget()
  result = await runFuzz(target, { requests: REQUESTS, seed: SEED, maxSeconds: 120 })
}, 180_000)

afterAll(async () => {
  await target?.app.close()
})

describe('requests generated from the OpenAPI document, by every role', () => {
  it('reach every kind of answer: successes, refusals and not-found', () => {
    const statuses = [...result.byStatus.keys()]
    expect(result.sent).toBeGreaterThan(REQUESTS * 0.9)
    expect(statuses).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']))
    for (const counts of result.byRole.values()) expect(counts.get('200')).toBeGreaterThan(0)
  })

  it('never get a 5xx answer', () => {
    const causes = [...groupFailures(result.failures)].map(([cause, failures]) =>
      [cause, ...failures.slice(0, 2).map(describeFailure)].join('\n  e.g. '),
    )
    expect(causes).toEqual([])
  })
})
