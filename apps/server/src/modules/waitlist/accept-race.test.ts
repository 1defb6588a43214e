import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { testDatabaseUrl } from '../../test/database.ts'
import { payForBooking } from '../../test/pay.ts'
import { buildSecondInstance } from '../../test/second-instance.ts'
import { fullSessionWorld } from './waitlist-world.ts'

// On PostgreSQL the accepts are split between two servers sharing the database; on PGlite one
// server takes them all.
let app: TestAppWithMail
let other: Pick<TestAppWithMail, 'inject' | 'close'>

beforeAll(async () => {
  app = await buildTestApp()
  other = testDatabaseUrl ? await buildSecondInstance(app) : app
})
afterAll(async () => {
  if (other !== app) await other?.close()
  await app?.close()
})

describe('taking a paid offer', { timeout: 60_000 }, () => {
  it('gives 20 accepts at once one checkout, and paying it books the offered places', async () => {
    const world = await fullSessionWorld(app, 'accept-race')
    const family = await world.family(1)
    const entry = (await world.join(family)).json()
    expect((await world.cancel(world.holders[1] ?? family)).statusCode).toBe(200)
    await app.jobs.runQueued()
    expect(await world.entries(family)).toMatchObject([{ status: 'offered' }])

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 === 0 ? app : other).inject({
          method: 'POST',
          url: `/api/waitlist/${entry.id}/accept`,
          headers: { cookie: family.cookie },
        }),
      ),
    )

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200))
    expect(new Set(answers.map((answer) => answer.json().checkoutUrl)).size).toBe(1)
    const bookingId = answers[0]?.json().bookingId as string
    expect((await payForBooking(app, { bookingId, cookie: family.cookie })).statusCode).toBe(200)
    expect(await world.entries(family)).toMatchObject([{ status: 'booked' }])
    expect(await world.bookingsOf(family)).toMatchObject([{ id: bookingId, status: 'confirmed' }])
  })
})
