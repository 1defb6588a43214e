import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, promoCodes, user } from '../../db/schema/index.ts'
import { HttpProblem } from '../../lib/http-problem.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { HOUR } from '../../test/booking-world.ts'
import { buildPricingWorld } from '../../test/pricing-world.ts'
import { claimCodeUse } from './code-claim.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildPricingWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildPricingWorld(app, 'claims')
})
afterAll(async () => {
  await app?.close()
})

const TODAY = '2027-03-15'

/** `count` families, each holding places in a term of `courseId` still being paid for. */
async function heldBookings(courseId: string, count: number) {
  const batch = randomUUID().slice(0, 8)
  const { termId, sessions } = await world.terms.term({
    activityId: courseId,
    name: `Term ${batch}`,
    days: [5],
  })
  const families = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    name: `Family ${index}`,
    email: `family-${index}-${batch}@claims.example`,
  }))
  await world.db.insert(user).values(families)
  return Promise.all(
    families.map(async (family) => {
      const { bookingId } = await world.terms.booking({
        kind: 'term',
        activityId: courseId,
        termId,
        session: sessions[0] ?? { id: '', startsAt: new Date() },
        customerId: family.id,
        kids: [{ firstName: 'Ada', lastName: 'Lee' }],
        status: 'pending',
        holdExpiresAt: new Date(Date.now() + HOUR),
      })
      return { bookingId, customerId: family.id }
    }),
  )
}

const claim = (
  courseId: string,
  typed: string,
  booking: { bookingId: string; customerId: string },
) =>
  world.db.transaction((tx) =>
    claimCodeUse({
      tx,
      typed,
      vendorId: world.own.id,
      activityId: courseId,
      today: TODAY,
      children: 1,
      ...booking,
    }),
  )

describe('claimCodeUse', () => {
  it('gives the last 3 uses to exactly 3 of 20 families racing for them', async () => {
    const courseId = await world.course('Race course')
    await world.db.insert(promoCodes).values({
      vendorId: world.own.id,
      kind: 'discount',
      code: 'LAST3',
      percent: 10,
      allActivities: true,
      totalUses: 3,
    })
    const bookings = await heldBookings(courseId, 20)
    const outcomes = await Promise.allSettled(bookings.map((b) => claim(courseId, 'last3', b)))
    const won = outcomes.filter((o) => o.status === 'fulfilled')
    expect(won).toHaveLength(3)
    const lost = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []))
    expect(lost).toHaveLength(17)
    for (const reason of lost) {
      expect(reason).toBeInstanceOf(HttpProblem)
      expect((reason as HttpProblem).message).toBe('The code LAST3 has been used up.')
    }
  })

  it('gives a use back when its hold runs out unpaid, and keeps to the uses per family', async () => {
    const courseId = await world.course('Limits course')
    await world.db.insert(promoCodes).values({
      vendorId: world.own.id,
      kind: 'discount',
      code: 'ONCE',
      percent: 20,
      allActivities: true,
      totalUses: 1,
      usesPerFamily: 1,
    })
    const [first, second] = await heldBookings(courseId, 2)
    if (!first || !second) throw new Error('bookings were not written')
    await claim(courseId, 'ONCE', first)
    await expect(claim(courseId, 'ONCE', second)).rejects.toThrow('The code ONCE has been used up.')
    await world.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(bookings.id, first.bookingId))
    expect(await claim(courseId, 'ONCE', second)).toMatchObject({ code: 'ONCE' })

    const [again] = await heldBookings(courseId, 1)
    if (!again) throw new Error('booking was not written')
    await world.db.update(promoCodes).set({ totalUses: null }).where(eq(promoCodes.code, 'ONCE'))
    await expect(
      claim(courseId, 'once', { ...again, customerId: second.customerId }),
    ).rejects.toThrow('You have already used the code ONCE as many times as it allows.')
  })

  it('finds the provider’s own code before the platform’s, whatever the case, and says when none is', async () => {
    const courseId = await world.course('Code course')
    await world.db.insert(promoCodes).values([
      {
        vendorId: null,
        kind: 'scholarship',
        code: 'CityKids',
        percent: 100,
        allActivities: true,
        totalUses: 5,
      },
      {
        vendorId: world.own.id,
        kind: 'discount',
        code: 'CITYKIDS',
        cents: 2_500,
        allActivities: true,
      },
      {
        vendorId: world.theirs.id,
        kind: 'discount',
        code: 'THEIRS',
        cents: 500,
        allActivities: true,
      },
    ])
    const [first, second, third] = await heldBookings(courseId, 3)
    if (!first || !second || !third) throw new Error('bookings were not written')
    expect(await claim(courseId, 'citykids', first)).toMatchObject({
      code: 'CITYKIDS',
      off: { unit: 'cents', cents: 2_500 },
      paidBy: 'provider',
    })
    await expect(claim(courseId, 'theirs', second)).rejects.toThrow(
      'The code THEIRS is not for this activity.',
    )
    await expect(claim(courseId, 'nothing', third)).rejects.toThrow('There is no code NOTHING.')
  })
})
