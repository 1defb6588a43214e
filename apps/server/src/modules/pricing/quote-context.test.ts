import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { children } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { birthDateAged, nextYear } from '../../test/calendar.ts'
import { buildPricingWorld, CHICAGO } from '../../test/pricing-world.ts'
import { familySeason, quoteRulesFor } from './quote-context.ts'

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

    expect(await quoteRulesFor({ db: world.db, activityId: chosen })).toEqual({
      siblings: [
        {
          secondChild: { unit: 'percent', percent: 10 },
          laterChildren: { unit: 'cents', cents: 1_000 },
        },
      ],
      severalBookings: [{ percent: 5, fromBookings: 2 }],
      // 23:59 in Chicago in February (UTC−6) is 05:59 the next morning in UTC.
      earlyBirds: [
        { price: { unit: 'percent', percent: 15 }, endsAt: new Date('2026-03-01T05:59:00Z') },
      ],
    })
    const forOther = await quoteRulesFor({ db: world.db, activityId: other })
    expect(forOther.severalBookings).toEqual([])
    expect(forOther.earlyBirds).toEqual([])
    expect(forOther.siblings).toHaveLength(1)
  })
})

describe('familySeason', () => {
  it('counts the family’s bookings with the provider that take places in the same season, and their children in order', async () => {
    const year = nextYear()
    const july = (day: number) => new Date(Date.UTC(year, 6, day, 15))
    const [ava, ben] = await world.db
      .insert(children)
      .values(
        ['Ava', 'Ben'].map((firstName) => ({
          parentId: world.parent.userId,
          firstName,
          lastName: 'Lee',
          birthDate: birthDateAged(7),
        })),
      )
      .returning({ id: children.id, firstName: children.firstName })
    if (!ava || !ben) throw new Error('children were not written')
    const kid = (child: typeof ava) => ({
      childId: child.id,
      firstName: child.firstName,
      lastName: 'Lee',
    })
    const book = async (options: {
      from: Date
      kids: (typeof ava)[]
      vendor?: typeof world.own
      status?: 'confirmed' | 'cancelled'
    }) => {
      const courseId = await world.course(`Camp ${options.from.toISOString()}`, options.vendor)
      const { termId, sessions } = await world.terms.term({
        activityId: courseId,
        name: 'Week',
        days: [0, 1, 2],
        from: options.from,
      })
      const { bookingId } = await world.terms.booking({
        kind: 'term',
        activityId: courseId,
        termId,
        session: sessions[0] ?? { id: '', startsAt: options.from },
        customerId: world.parent.userId,
        kids: options.kids.map(kid),
        status: options.status ?? 'confirmed',
      })
      return bookingId
    }
    const weekOne = await book({ from: july(5), kids: [ava] })
    await book({ from: july(12), kids: [ben, ava] })
    await book({ from: july(19), kids: [ben], status: 'cancelled' })
    await book({ from: july(19), kids: [ben], vendor: world.theirs })
    await book({ from: new Date(Date.UTC(year, 9, 4, 15)), kids: [ben] })

    const season = (excludeBookingId?: string) =>
      familySeason({
        db: world.db,
        vendorId: world.own.id,
        customerId: world.parent.userId,
        firstSessionAt: july(26),
        timeZone: CHICAGO,
        ...(excludeBookingId ? { excludeBookingId } : {}),
      })
    expect(await season()).toEqual({
      childrenBookedBefore: [ava.id, ben.id],
      bookingsAlreadyMade: 2,
    })
    const without = await season(weekOne)
    expect(without.bookingsAlreadyMade).toBe(1)
    expect([...without.childrenBookedBefore].sort()).toEqual([ava.id, ben.id].sort())
  })
})
