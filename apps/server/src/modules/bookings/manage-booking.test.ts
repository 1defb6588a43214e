import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { buildBookingWorld, DAY, HOUR } from '../../test/booking-world.ts'
import { cancelBooking, TOO_LATE_TO_CANCEL } from './own-booking-service.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildBookingWorld>>
let maya: string

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildBookingWorld(app, 'm')
  maya = await world.child('Maya', `${new Date().getUTCFullYear() - 6}-05-05`)
})
afterAll(async () => {
  await app?.close()
})

async function bookedSession(startsAt: Date) {
  const sessionId = await world.session(startsAt)
  const response = await world.bookAndPay({ sessionId, childIds: [maya] })
  expect(response.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' })
  return response.json().id as string
}

const post = (url: string, cookie = world.parent.cookie, payload?: object) =>
  app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) })

describe('cancelling', () => {
  it('is free up to 48 hours before: a full refund is recorded and both sides are told', async () => {
    const id = await bookedSession(new Date(Date.now() + 5 * DAY))
    const before = (await app.deliveredMail()).length
    const response = await post(`/api/bookings/${id}/cancel`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      totalAmountCents: 1250,
      paidAmountCents: 1250,
      refundedAmountCents: 1250,
      paymentStatus: 'refunded',
      canCancel: false,
    })
    const subjects = (await app.deliveredMail()).slice(before).map((mail) => mail.to)
    expect(subjects.sort()).toEqual(['kites@example.com', 'parent-m@example.com'])
    expect((await post(`/api/bookings/${id}/cancel`)).statusCode).toBe(409)
  })

  it('draws the 48-hour line to the minute', async () => {
    const startsAt = new Date(Date.now() + 10 * DAY)
    const justOutside = await bookedSession(startsAt)
    const db = app.database.db
    const customerId = world.parent.userId
    await cancelBooking({
      db,
      jobs: app.jobs,
      customerId,
      bookingId: justOutside,
      now: new Date(startsAt.getTime() - 48 * HOUR - 60_000),
    })
    const other = await world.child('Leo', `${new Date().getUTCFullYear() - 7}-05-05`)
    const sessionId = (
      await app.database.db.select().from(bookings).where(eq(bookings.id, justOutside))
    )[0]?.scheduleId
    const late = await world.bookAndPay({ sessionId: sessionId ?? '', childIds: [other] })
    await expect(
      cancelBooking({
        db,
        jobs: app.jobs,
        customerId,
        bookingId: late.json().id,
        now: new Date(startsAt.getTime() - 48 * HOUR + 60_000),
      }),
    ).rejects.toMatchObject({ statusCode: 409, message: TOO_LATE_TO_CANCEL })
    expect(TOO_LATE_TO_CANCEL).toContain('free up to 48 hours before the activity')
  })

  it("answers 404 to anyone cancelling someone else's booking", async () => {
    const id = await bookedSession(new Date(Date.now() + 6 * DAY))
    const response = await post(`/api/bookings/${id}/cancel`, world.stranger.cookie)
    expect(response.statusCode).toBe(404)
    const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, id))
    expect(row?.status).toBe('confirmed')
  })
})

describe('reviews', () => {
  it('are refused before the session took place (403) and for others (404)', async () => {
    const id = await bookedSession(new Date(Date.now() + 7 * DAY))
    const early = await post(`/api/bookings/${id}/review`, undefined, { rating: 5 })
    expect(early.statusCode).toBe(403)
    const theirs = await post(`/api/bookings/${id}/review`, world.stranger.cookie, { rating: 1 })
    expect(theirs.statusCode).toBe(404)
  })

  it('count once per past booking and feed the activity rating', async () => {
    const id = await bookedSession(new Date(Date.now() + 8 * DAY))
    // The session has happened: move it into the past.
    const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, id))
    const { activitySchedules } = await import('../../db/schema/index.ts')
    await app.database.db
      .update(activitySchedules)
      .set({
        startsAt: new Date(Date.now() - 2 * DAY),
        endsAt: new Date(Date.now() - 2 * DAY + HOUR),
      })
      .where(eq(activitySchedules.id, row?.scheduleId ?? ''))
    const bad = await post(`/api/bookings/${id}/review`, undefined, { rating: 6 })
    expect(bad.json().errors.rating).toEqual(['Choose a rating from 1 to 5 stars'])
    const review = await post(`/api/bookings/${id}/review`, undefined, {
      rating: 4,
      comment: 'Great fun!',
    })
    expect(review.statusCode).toBe(201)
    expect(review.json()).toMatchObject({
      review: { rating: 4, comment: 'Great fun!' },
      canReview: false,
    })
    expect((await post(`/api/bookings/${id}/review`, undefined, { rating: 5 })).statusCode).toBe(
      409,
    )
    const activity = await app.inject({ method: 'GET', url: `/api/activities/${world.activityId}` })
    expect(activity.json()).toMatchObject({ averageRating: 4, reviewCount: 1 })
  })
})

describe('My Bookings and calendars', () => {
  it('lists upcoming bookings soonest first, with the address for the family', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: { cookie: world.parent.cookie },
    })
    const items = response.json().items as {
      session: { startsAt: string }
      location: { address: string }
    }[]
    expect(items.length).toBeGreaterThan(0)
    const starts = items.map((item) => item.session.startsAt)
    expect(starts).toEqual([...starts].sort())
    expect(items[0]?.location.address).toBe('12 Test Street')
    const strangers = await app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: { cookie: world.stranger.cookie },
    })
    expect(strangers.json().items).toEqual([])
  })

  it('offers a secret calendar feed and a single-booking file', async () => {
    const feed = await app.inject({
      method: 'GET',
      url: '/api/account/calendar',
      headers: { cookie: world.parent.cookie },
    })
    const url = new URL(feed.json().url)
    const calendar = await app.inject({ method: 'GET', url: url.pathname })
    expect(calendar.statusCode).toBe(200)
    expect(calendar.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(calendar.body).toContain('SUMMARY:Kite Making m (Kite Club m)')
    const guessed = await app.inject({
      method: 'GET',
      url: '/api/calendar/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics',
    })
    expect(guessed.statusCode).toBe(404)

    const id = await bookedSession(new Date(Date.now() + 9 * DAY))
    const single = await app.inject({
      method: 'GET',
      url: `/api/bookings/${id}/calendar.ics`,
      headers: { cookie: world.parent.cookie },
    })
    expect(single.body).toContain(`UID:${id}@activities-for-children`)
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/bookings/${id}/calendar.ics`,
      headers: { cookie: world.stranger.cookie },
    })
    expect(theirs.statusCode).toBe(404)
  })
})
