import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { DAY } from '../../test/booking-world.ts'
import { buildPricingWorld, chicagoLocal } from '../../test/pricing-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildPricingWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildPricingWorld(app, 'rules')
})
afterAll(async () => {
  await app?.close()
})

const URL = '/api/vendor/discount-rules'
const ladder = {
  kind: 'siblings',
  activityIds: null,
  secondChild: { unit: 'percent', percent: 10 },
  laterChildren: { unit: 'cents', cents: 2_500 },
}

describe('discount rules', () => {
  it('adds, lists, replaces and removes the provider’s own rules', async () => {
    const courseId = await world.course('Clay studio')
    const added = await world.send('POST', URL, ladder)
    expect(added.statusCode).toBe(201)
    const rule = added.json()
    expect(rule).toMatchObject({ ...ladder, id: expect.any(String) })

    const several = await world.send('POST', URL, {
      kind: 'several_bookings',
      activityIds: [courseId, courseId],
      percent: 5,
      fromBookings: 2,
    })
    expect(several.statusCode).toBe(201)
    expect(several.json().activityIds).toEqual([courseId])

    const list = await world.send('GET', URL)
    expect(list.json().rules.map((r: { kind: string }) => r.kind)).toEqual([
      'several_bookings',
      'siblings',
    ])

    const replaced = await world.send('PUT', `${URL}/${rule.id}`, {
      ...ladder,
      activityIds: [courseId],
      laterChildren: { unit: 'percent', percent: 15 },
    })
    expect(replaced.statusCode).toBe(200)
    expect(replaced.json()).toMatchObject({
      activityIds: [courseId],
      secondChild: { unit: 'percent', percent: 10 },
      laterChildren: { unit: 'percent', percent: 15 },
    })

    // A change is a new rule: the old one stays as it was for the bookings it lowered.
    const newId = replaced.json().id
    expect(newId).not.toBe(rule.id)
    const listed = (await world.send('GET', URL)).json().rules.map((r: { id: string }) => r.id)
    expect(listed).toEqual([newId, several.json().id])
    expect((await world.send('DELETE', `${URL}/${rule.id}`)).statusCode).toBe(404)

    expect((await world.send('DELETE', `${URL}/${newId}`)).statusCode).toBe(204)
    expect((await world.send('GET', URL)).json().rules).toHaveLength(1)
    expect((await world.send('PUT', `${URL}/${newId}`, ladder)).statusCode).toBe(404)
  })

  it('keeps an early bird that ends before the next term starts, at a price below it', async () => {
    const courseId = await world.course('Spring painting')
    const { sessions } = await world.terms.term({
      activityId: courseId,
      name: 'Spring 2027',
      days: [10, 17],
      priceCents: 20_000,
    })
    const start = sessions[0]?.startsAt ?? new Date()
    const early = {
      kind: 'early_bird',
      activityIds: [courseId],
      until: chicagoLocal(new Date(start.getTime() - DAY)),
      price: { unit: 'price', cents: 18_000 },
    }
    const added = await world.send('POST', URL, early)
    expect(added.statusCode).toBe(201)
    expect(added.json()).toMatchObject(early)

    const late = { ...early, until: chicagoLocal(new Date(start.getTime() + DAY)) }
    const body = await world.refused(
      () => world.send('PUT', `${URL}/${added.json().id}`, late),
      422,
      /^The early bird must end before Spring 2027 of Spring painting starts \(.+\)\.$/,
    )
    expect(Object.keys(body.errors)).toEqual(['until'])
    await world.refused(
      () =>
        world.send('POST', URL, {
          ...early,
          activityIds: null,
          price: { unit: 'price', cents: 20_000 },
        }),
      422,
      "The early-bird price must be below Spring 2027's price of $200.00.",
    )
    // A term already begun is not the one an early bird fills.
    const begun = await world.course('Running club')
    await world.terms.term({ activityId: begun, name: 'Autumn', days: [-3, 4], priceCents: 9_000 })
    const percent = { ...early, activityIds: [begun], price: { unit: 'percent', percent: 20 } }
    expect((await world.send('POST', URL, percent)).statusCode).toBe(201)
  })

  it('refuses bad figures, another kind, and another provider’s rules and activities, changing nothing', async () => {
    const body = await world.refused(
      () => world.send('POST', URL, { ...ladder, secondChild: { unit: 'percent', percent: 120 } }),
      400,
      /./,
    )
    expect(body.errors).toEqual({
      'secondChild.percent': ['Enter a whole percentage from 1 to 100'],
    })
    const theirCourse = await world.course('Their course', world.theirs)
    await world.refused(
      () => world.send('POST', URL, { ...ladder, activityIds: [theirCourse] }),
      404,
      'Activity Not Found',
    )
    const theirs = await world.send('POST', URL, ladder, world.other.cookie)
    expect(theirs.statusCode).toBe(201)
    const theirUrl = `${URL}/${theirs.json().id}`
    await world.refused(() => world.send('PUT', theirUrl, ladder), 404, 'Discount rule not found')
    await world.refused(() => world.send('DELETE', theirUrl), 404, 'Discount rule not found')
    const mine = (await world.send('POST', URL, ladder)).json()
    await world.refused(
      () =>
        world.send('PUT', `${URL}/${mine.id}`, {
          kind: 'several_bookings',
          activityIds: null,
          percent: 5,
          fromBookings: 2,
        }),
      409,
      "A rule's kind cannot change: remove it and add a rule of the other kind.",
    )
  })

  it('keeps at most 20 rules per provider, counted under the provider’s lock', async () => {
    const kept = (await world.send('GET', URL, undefined, world.other.cookie)).json().rules.length
    await Promise.all(
      Array.from({ length: 20 - kept }, () => world.send('POST', URL, ladder, world.other.cookie)),
    )
    expect((await world.send('GET', URL, undefined, world.other.cookie)).json().rules).toHaveLength(
      20,
    )
    await world.refused(
      () => world.send('POST', URL, ladder, world.other.cookie),
      409,
      'You can have up to 20 discount rules. Remove one to add another.',
    )
    // A removed rule, kept for its bookings, no longer counts.
    const [first] = (await world.send('GET', URL, undefined, world.other.cookie)).json().rules
    const removed = await world.send('DELETE', `${URL}/${first.id}`, undefined, world.other.cookie)
    expect(removed.statusCode).toBe(204)
    expect((await world.send('POST', URL, ladder, world.other.cookie)).statusCode).toBe(201)
  })

  it('answers a parent with 403 and a visitor with 401', async () => {
    await world.refused(() => world.send('POST', URL, ladder, world.parent.cookie), 403, /vendor/)
    await world.refused(() => world.send('GET', URL, undefined, ''), 401, 'User not authenticated')
  })
})
