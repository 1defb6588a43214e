import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activitySchedules, bookings, reviews, vendors } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { catalogRows } from '../../test/catalog-rows.ts'
import { ALREADY_REPLIED, REVIEW_NOT_FOUND } from './reviews-service.ts'

const DAY = 86_400_000
let app: TestAppWithMail
let owner: { cookie: string; userId: string }
let other: { cookie: string; userId: string }
let parent: { cookie: string; userId: string }
const ids = { painting: '', pottery: '', theirs: '', loved: '', gone: '', hidden: '', other: '' }

beforeAll(async () => {
  app = await buildTestApp()
  const db = app.database.db
  owner = await createSignedInUser(app, { email: 'owner@reviews.example', roles: ['vendor'] })
  other = await createSignedInUser(app, { email: 'other@reviews.example', roles: ['vendor'] })
  parent = await createSignedInUser(app, { email: 'parent@reviews.example' })
  const vendorOf = async (userId: string) => {
    const [row] = await db.select().from(vendors).where(eq(vendors.userId, userId))
    return { id: row?.id ?? '', locationId: '' }
  }
  const catalog = catalogRows(db)
  ids.painting = await catalog.activity({ vendor: await vendorOf(owner.userId), title: 'Painting' })
  ids.pottery = await catalog.activity({ vendor: await vendorOf(owner.userId), title: 'Pottery' })
  ids.theirs = await catalog.activity({ vendor: await vendorOf(other.userId), title: 'Judo' })

  // Reviews of past sessions, a day apart, so "newest first" has one right answer.
  let day = 10
  const review = async (
    activityId: string,
    values: { customerId: string | null; rating: number; comment: string; isHidden?: boolean },
  ) => {
    day -= 1
    const startsAt = new Date(Date.now() - (day + 1) * DAY)
    const [session] = await db
      .insert(activitySchedules)
      .values({ activityId, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
      .returning({ id: activitySchedules.id })
    const [booking] = await db
      .insert(bookings)
      .values({ activityId, scheduleId: session?.id ?? '', customerId: values.customerId })
      .returning({ id: bookings.id })
    const [row] = await db
      .insert(reviews)
      .values({
        activityId,
        bookingId: booking?.id ?? '',
        createdAt: new Date(Date.now() - day * DAY),
        ...values,
      })
      .returning({ id: reviews.id })
    return row?.id ?? ''
  }
  ids.gone = await review(ids.painting, { customerId: null, rating: 3, comment: 'It was fine' })
  ids.hidden = await review(ids.pottery, {
    customerId: parent.userId,
    rating: 1,
    comment: 'Rude words',
    isHidden: true,
  })
  ids.other = await review(ids.theirs, { customerId: parent.userId, rating: 4, comment: 'Fun' })
  ids.loved = await review(ids.painting, {
    customerId: parent.userId,
    rating: 5,
    comment: 'Loved it',
  })
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
const reply = (reviewId: string, payload: object, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/vendor/reviews/${reviewId}/reply`,
    headers: cookie ? { cookie } : {},
    payload,
  })

describe('who may see and answer reviews', () => {
  it('asks a visitor to sign in and refuses a customer', async () => {
    expect((await get('/api/vendor/reviews')).statusCode).toBe(401)
    expect((await reply(ids.loved, { reply: 'Thanks!' })).statusCode).toBe(401)
    expect((await get('/api/vendor/reviews', parent.cookie)).statusCode).toBe(403)
    expect((await reply(ids.loved, { reply: 'Thanks!' }, parent.cookie)).statusCode).toBe(403)
  })

  it("treats another provider's review as one that does not exist", async () => {
    const response = await reply(ids.loved, { reply: 'Not mine to answer' }, other.cookie)
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(response.json().detail).toBe(REVIEW_NOT_FOUND)
    const list = await get(`/api/vendor/reviews?activityId=${ids.painting}`, other.cookie)
    expect(list.json()).toMatchObject({ items: [], total: 0, pageCount: 1 })
  })
})

describe('the list of reviews', () => {
  it("shows the provider's own reviews newest first, hidden ones marked, by first name", async () => {
    const response = await get('/api/vendor/reviews', owner.cookie)
    expect(response.statusCode).toBe(200)
    const page = response.json()
    expect(page).toMatchObject({ total: 3, page: 1, pageCount: 1 })
    expect(page.items.map((item: { id: string }) => item.id)).toEqual([
      ids.loved,
      ids.hidden,
      ids.gone,
    ])
    expect(page.items[0]).toMatchObject({
      activity: { id: ids.painting, title: 'Painting' },
      rating: 5,
      comment: 'Loved it',
      authorFirstName: 'Test',
      isHidden: false,
      reply: null,
    })
    expect(JSON.stringify(page)).not.toContain('Person')
    expect(page.items[1]).toMatchObject({ isHidden: true })
    expect(page.items[2]).toMatchObject({ authorFirstName: 'A parent' })
  })

  it('narrows to one activity and pages through', async () => {
    const painting = await get(`/api/vendor/reviews?activityId=${ids.painting}`, owner.cookie)
    expect(painting.json().items.map((item: { id: string }) => item.id)).toEqual([
      ids.loved,
      ids.gone,
    ])
    const second = await get('/api/vendor/reviews?limit=2&page=2', owner.cookie)
    expect(second.json()).toMatchObject({ total: 3, page: 2, pageCount: 2 })
    expect(second.json().items.map((item: { id: string }) => item.id)).toEqual([ids.gone])
  })
})

describe('replying', () => {
  it('refuses an empty reply with a message under the field', async () => {
    const response = await reply(ids.loved, { reply: '   ' }, owner.cookie)
    expect(response.statusCode).toBe(400)
    expect(response.json().errors.reply).toEqual(['Please write a reply.'])
  })

  it('stores the reply once, tells the family, and shows it in My Bookings', async () => {
    const mailBefore = (await app.deliveredMail()).length
    const response = await reply(ids.loved, { reply: '  Thank you, see you soon!  ' }, owner.cookie)
    expect(response.statusCode).toBe(201)
    const answered = response.json()
    expect(answered).toMatchObject({ id: ids.loved, reply: { text: 'Thank you, see you soon!' } })
    expect(Date.now() - Date.parse(answered.reply.repliedAt)).toBeLessThan(60_000)

    const mail = (await app.deliveredMail()).slice(mailBefore)
    expect(mail).toHaveLength(1)
    expect(mail[0]?.to).toBe('parent@reviews.example')
    expect(mail[0]?.text).toContain('Thank you, see you soon!')

    const again = await reply(ids.loved, { reply: 'One more thing' }, owner.cookie)
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe(ALREADY_REPLIED)

    const past = (await get('/api/bookings?when=past', parent.cookie)).json().items
    const reviewed = past.find(
      (booking: { review: { comment: string } | null }) => booking.review?.comment === 'Loved it',
    )
    expect(reviewed.review.reply).toEqual({
      text: 'Thank you, see you soon!',
      repliedAt: answered.reply.repliedAt,
    })
  })

  it('answers a review an admin hid, which stays hidden', async () => {
    const response = await reply(ids.hidden, { reply: 'Sorry to hear that.' }, owner.cookie)
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      isHidden: true,
      reply: { text: 'Sorry to hear that.' },
    })
    const [stored] = await app.database.db
      .select({ isHidden: reviews.isHidden })
      .from(reviews)
      .where(eq(reviews.id, ids.hidden))
    expect(stored?.isHidden).toBe(true)
  })

  it('sends no mail when the family has deleted their account', async () => {
    const mailBefore = (await app.deliveredMail()).length
    expect((await reply(ids.gone, { reply: 'Thanks anyway' }, owner.cookie)).statusCode).toBe(201)
    expect((await app.deliveredMail()).length).toBe(mailBefore)
  })
})
