import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { children } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { birthDateAged, nextYear } from '../../test/calendar.ts'
import { buildPricingWorld, CHICAGO } from '../../test/pricing-world.ts'
import { familySeason } from './family-season.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildPricingWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildPricingWorld(app, 'context')
})
afterAll(async () => {
  await app?.close()
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
