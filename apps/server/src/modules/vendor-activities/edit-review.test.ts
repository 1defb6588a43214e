import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activitySchedules, bookings, vendors } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'

let app: TestAppWithMail
let owner: { cookie: string; userId: string }
let admin: { cookie: string }
let parent: { userId: string }

const form = {
  title: 'Pottery Wheel',
  type: 'class',
  categories: ['art'],
  capacity: 8,
  price: 40,
  description: 'Children throw their first bowl on a real pottery wheel.',
}

const as = (
  cookie: string | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) })

const setAutoApprove = (on: boolean) =>
  as(admin.cookie, 'PUT', '/api/admin/settings', { autoApproveActivities: on, supportEmail: '' })

/** An approved, live activity with one upcoming session that a family has booked. */
async function liveActivity(title: string) {
  await setAutoApprove(true)
  const created = await as(owner.cookie, 'POST', '/api/vendor/activities', { ...form, title })
  expect(created.json().isApproved).toBe(true)
  const activityId: string = created.json().id
  const startsAt = new Date(Date.now() + 5 * 86_400_000)
  const [session] = await app.database.db
    .insert(activitySchedules)
    .values({ activityId, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
    .returning({ id: activitySchedules.id })
  const [booking] = await app.database.db
    .insert(bookings)
    .values({ activityId, scheduleId: session?.id ?? '', customerId: parent.userId, quantity: 2 })
    .returning({ id: bookings.id })
  return { activityId, sessionId: session?.id ?? '', bookingId: booking?.id ?? '' }
}

beforeAll(async () => {
  app = await buildTestApp()
  owner = await createSignedInUser(app, { email: 'owner@review.example', roles: ['vendor'] })
  admin = await createSignedInUser(app, { email: 'admin@review.example', roles: ['admin'] })
  parent = await createSignedInUser(app, { email: 'parent@review.example' })
  await app.database.db
    .update(vendors)
    .set({ status: 'approved' })
    .where(eq(vendors.userId, owner.userId))
})
afterAll(async () => {
  await app?.close()
})

describe('editing an approved activity while auto-approval is off', () => {
  it('hides the listing, queues it for review and leaves bookings and sessions alone', async () => {
    const { activityId, sessionId, bookingId } = await liveActivity('Pottery Wheel')
    await setAutoApprove(false)
    const edited = await as(owner.cookie, 'PUT', `/api/vendor/activities/${activityId}`, {
      ...form,
      title: 'Pottery Wheel for Beginners',
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({ title: 'Pottery Wheel for Beginners', isApproved: false })
    expect((await as(undefined, 'GET', `/api/activities/${activityId}`)).statusCode).toBe(404)

    const queue = await as(admin.cookie, 'GET', '/api/admin/activities?status=pending')
    expect(queue.json().items).toContainEqual(
      expect.objectContaining({ id: activityId, title: 'Pottery Wheel for Beginners' }),
    )

    const [booking] = await app.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, bookingId))
    expect(booking?.status).toBe('confirmed')
    const detail = await as(owner.cookie, 'GET', `/api/vendor/activities/${activityId}`)
    expect(detail.json().sessions).toEqual([
      expect.objectContaining({ id: sessionId, booked: 2, isCancelled: false }),
    ])

    const approved = await as(admin.cookie, 'POST', `/api/admin/activities/${activityId}/approve`)
    expect(approved.statusCode).toBe(200)
    const live = await as(undefined, 'GET', `/api/activities/${activityId}`)
    expect(live.statusCode).toBe(200)
    expect(live.json().title).toBe('Pottery Wheel for Beginners')
  })

  it('sends a new price, categories, picture or what to bring to review too', async () => {
    for (const change of [
      { price: 45 },
      { categories: ['music'] },
      { thumbnailUrl: 'https://img.example/b.jpg' },
      { whatToBring: 'Apron and a water bottle' },
    ]) {
      const { activityId } = await liveActivity(`Changed ${Object.keys(change)[0]}`)
      await setAutoApprove(false)
      const edited = await as(owner.cookie, 'PUT', `/api/vendor/activities/${activityId}`, {
        ...form,
        title: `Changed ${Object.keys(change)[0]}`,
        ...change,
      })
      expect(edited.json().isApproved).toBe(false)
    }
  })

  it('keeps the listing live when only the capacity changes or nothing changes', async () => {
    const { activityId } = await liveActivity('Steady Wheel')
    await setAutoApprove(false)
    const url = `/api/vendor/activities/${activityId}`
    const same = await as(owner.cookie, 'PUT', url, { ...form, title: 'Steady Wheel' })
    expect(same.json().isApproved).toBe(true)
    const roomier = await as(owner.cookie, 'PUT', url, {
      ...form,
      title: 'Steady Wheel',
      capacity: 10,
    })
    expect(roomier.json()).toMatchObject({ isApproved: true, capacity: 10 })
  })

  it('keeps publishing edits at once while auto-approval is on', async () => {
    const { activityId } = await liveActivity('Quick Wheel')
    const edited = await as(owner.cookie, 'PUT', `/api/vendor/activities/${activityId}`, {
      ...form,
      title: 'Quick Wheel Deluxe',
    })
    expect(edited.json().isApproved).toBe(true)
    const live = await as(undefined, 'GET', `/api/activities/${activityId}`)
    expect(live.json().title).toBe('Quick Wheel Deluxe')
  })
})
