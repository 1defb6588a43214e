import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { buildPricingWorld } from '../../test/pricing-world.ts'
import { quoteRulesFor } from './quote-rules.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildPricingWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildPricingWorld(app, 'context')
})
afterAll(async () => {
  await app?.close()
})

const RULES = '/api/vendor/discount-rules'

describe('quoteRulesFor', () => {
  it('reads the rules for all activities and those chosen for this one, an early bird ending on the venue’s clock', async () => {
    const chosen = await world.course('Chosen course')
    const other = await world.course('Other course')
    const add = async (rule: object, cookie?: string) =>
      expect((await world.send('POST', RULES, rule, cookie)).statusCode).toBe(201)
    await add({
      kind: 'siblings',
      activityIds: null,
      secondChild: { unit: 'percent', percent: 10 },
      laterChildren: { unit: 'cents', cents: 1_000 },
    })
    await add({ kind: 'several_bookings', activityIds: [chosen], percent: 5, fromBookings: 2 })
    await add({
      kind: 'early_bird',
      activityIds: [chosen],
      until: '2026-02-28T23:59',
      price: { unit: 'percent', percent: 15 },
    })
    await add(
      { kind: 'several_bookings', activityIds: null, percent: 50, fromBookings: 2 },
      world.other.cookie,
    )

    const ruleId = expect.any(String)
    expect(await quoteRulesFor({ db: world.db, activityId: chosen })).toEqual({
      siblings: [
        {
          secondChild: { unit: 'percent', percent: 10 },
          laterChildren: { unit: 'cents', cents: 1_000 },
          ruleId,
        },
      ],
      severalBookings: [{ percent: 5, fromBookings: 2, ruleId }],
      // 23:59 in Chicago in February (UTC−6) is 05:59 the next morning in UTC.
      earlyBirds: [
        {
          price: { unit: 'percent', percent: 15 },
          endsAt: new Date('2026-03-01T05:59:00Z'),
          ruleId,
        },
      ],
    })
    const forOther = await quoteRulesFor({ db: world.db, activityId: other })
    expect(forOther.severalBookings).toEqual([])
    expect(forOther.earlyBirds).toEqual([])
    expect(forOther.siblings).toHaveLength(1)
  })
})
