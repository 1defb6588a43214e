import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../../../test/app.ts'
import { buildBookingWorld, DAY } from '../../../test/booking-world.ts'
import { testDatabaseUrl } from '../../../test/database.ts'
import { checkoutIdOf, TEST_CARDS } from '../../../test/pay.ts'
import { buildSecondInstance } from '../../../test/second-instance.ts'

// On PostgreSQL the requests are split between two servers sharing the database; the embedded
// database belongs to one process, so on PGlite one server takes them all.
let app: TestAppWithMail
let other: Pick<TestAppWithMail, 'inject' | 'close'>
let world: Awaited<ReturnType<typeof buildBookingWorld>>
const birth = `${new Date().getUTCFullYear() - 6}-05-05`

beforeAll(async () => {
  app = await buildTestApp()
  other = testDatabaseUrl ? await buildSecondInstance(app) : app
  world = await buildBookingWorld(app, 'once')
})
afterAll(async () => {
  if (other !== app) await other?.close()
  await app?.close()
})

const server = (index: number) => (index % 2 === 0 ? app : other)

describe('one booking, one open checkout', () => {
  it('gives 20 requests at once, split across the servers, one checkout, and paying it books', async () => {
    const sessionId = await world.session(new Date(Date.now() + 5 * DAY))
    const childId = await world.child('Uma', birth)
    const booking = (await world.book({ sessionId, childIds: [childId] })).json()

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        server(index).inject({
          method: 'POST',
          url: `/api/bookings/${booking.id}/checkout`,
          headers: { cookie: world.parent.cookie },
        }),
      ),
    )

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200))
    const urls = new Set(answers.map((answer) => answer.json().url as string))
    expect(urls.size).toBe(1)
    const [url = ''] = urls
    const paid = await other.inject({
      method: 'POST',
      url: `/api/payments/test-checkout/${checkoutIdOf(url)}`,
      payload: { cardNumber: TEST_CARDS.succeeds, expiry: '12/34', cvc: '123' },
    })
    expect(paid.statusCode).toBe(200)
    await app.jobs.runQueued()
    const after = await app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}`,
      headers: { cookie: world.parent.cookie },
    })
    expect(after.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' })
  })
})
