import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  activitySchedules,
  bookings,
  contactMessages,
  newsletterSubscribers,
  reviews,
  vendors,
} from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { apiAs } from '../../test/api-as.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { catalogRows } from '../../test/catalog-rows.ts'

let app: TestAppWithMail
let admin: ReturnType<typeof apiAs>

beforeAll(async () => {
  app = await buildTestApp()
  admin = apiAs(
    app,
    (await createSignedInUser(app, { email: 'boss@content.example', roles: ['admin'] })).cookie,
  )
})
afterAll(async () => {
  await app?.close()
})

describe('newsletter', () => {
  it('lists subscribers newest first and exports every one as CSV, safe from formulas', async () => {
    const db = app.database.db
    const day = 86_400_000
    await db.insert(newsletterSubscribers).values([
      { email: 'ann@mail.example', createdAt: new Date(Date.now() - 3 * day) },
      { email: '=cmd@mail.example', createdAt: new Date(Date.now() - 2 * day) },
    ])
    await apiAs(app).post('/api/newsletter', { email: 'Ben@Mail.example' })

    const list = (await admin.get('/api/admin/newsletter?limit=2')).json()
    expect(list).toMatchObject({ total: 3, page: 1, pageCount: 2 })
    expect(list.items.map((item: { email: string }) => item.email)).toEqual([
      'ben@mail.example',
      '=cmd@mail.example',
    ])
    const found = (await admin.get('/api/admin/newsletter?q=ann')).json()
    expect(found.items.map((item: { email: string }) => item.email)).toEqual(['ann@mail.example'])

    const csv = await admin.get('/api/admin/newsletter.csv')
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = csv.body.trimEnd().split('\r\n')
    expect(lines[0]).toBe('Email,Subscribed at (UTC)')
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'ann@mail.example',
      "'=cmd@mail.example",
      'ben@mail.example',
    ])
    expect(lines[1]).toMatch(/^ann@mail\.example,\d{4}-\d{2}-\d{2}T[\d:.]+Z$/)
  })
})

describe('contact messages', () => {
  it('lists them with the unread count and marks them read or unread', async () => {
    const [message] = await app.database.db
      .insert(contactMessages)
      .values([
        { name: 'Pat', email: 'pat@mail.example', message: 'Do you have classes in Denver?' },
        { name: 'Sam', email: 'sam@mail.example', message: 'Thank you for the lovely site!' },
      ])
      .returning({ id: contactMessages.id })
    const before = (await admin.get('/api/admin/contact-messages')).json()
    expect(before).toMatchObject({ total: 2, unreadCount: 2 })

    const read = await admin.post(`/api/admin/contact-messages/${message?.id}/read`, {
      isRead: true,
    })
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({ name: 'Pat', isRead: true })
    const unread = (await admin.get('/api/admin/contact-messages?isRead=false')).json()
    expect(unread).toMatchObject({ total: 1, unreadCount: 1 })
    expect(unread.items[0].name).toBe('Sam')

    const missing = await admin.post(`/api/admin/contact-messages/${randomUUID()}/read`, {
      isRead: true,
    })
    expect(missing.statusCode).toBe(404)
  })
})

describe('reviews', () => {
  it('takes a hidden review out of the public rating and the vendor dashboard', async () => {
    const db = app.database.db
    const owner = await createSignedInUser(app, {
      email: 'owner@content.example',
      roles: ['vendor'],
    })
    const [vendor] = await db
      .update(vendors)
      .set({ status: 'approved' })
      .where(eq(vendors.userId, owner.userId))
      .returning({ id: vendors.id })
    const activityId = await catalogRows(db).activity({
      vendor: { id: vendor?.id ?? '', locationId: '' },
      title: 'Kite Making',
    })
    const startsAt = new Date(Date.now() - 86_400_000)
    const [session] = await db
      .insert(activitySchedules)
      .values({ activityId, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
      .returning({ id: activitySchedules.id })
    const booked = await db
      .insert(bookings)
      .values(
        [1, 2].map(() => ({ activityId, scheduleId: session?.id ?? '', totalAmountCents: 0 })),
      )
      .returning({ id: bookings.id })
    const [, harsh] = await db
      .insert(reviews)
      .values([
        { activityId, bookingId: booked[0]?.id ?? '', rating: 5, comment: 'Wonderful!' },
        { activityId, bookingId: booked[1]?.id ?? '', rating: 1, comment: 'Spam spam spam' },
      ])
      .returning({ id: reviews.id })

    const rating = async () => {
      const detail = (await apiAs(app).get(`/api/activities/${activityId}`)).json()
      const dashboard = (await apiAs(app, owner.cookie).get('/api/vendor/dashboard')).json()
      const [popular] = dashboard.popularActivities
      return {
        public: [detail.averageRating, detail.reviewCount],
        dashboard: [popular.averageRating, popular.reviewCount],
      }
    }
    expect(await rating()).toEqual({ public: [3, 2], dashboard: [3, 2] })

    const hidden = await admin.post(`/api/admin/reviews/${harsh?.id}/hide`, { hidden: true })
    expect(hidden.statusCode).toBe(200)
    expect(hidden.json()).toMatchObject({
      isHidden: true,
      rating: 1,
      activity: { title: 'Kite Making' },
    })
    expect(await rating()).toEqual({ public: [5, 1], dashboard: [5, 1] })
    const listed = (await admin.get('/api/admin/reviews?hidden=true')).json()
    expect(listed.items.map((item: { comment: string }) => item.comment)).toEqual([
      'Spam spam spam',
    ])

    await admin.post(`/api/admin/reviews/${harsh?.id}/hide`, { hidden: false })
    expect(await rating()).toEqual({ public: [3, 2], dashboard: [3, 2] })
  })
})

describe('the newsletter export', () => {
  it('holds every subscriber, however many, oldest first', async () => {
    const db = app.database.db
    const before = (await admin.get('/api/admin/newsletter')).json().total
    // One statement for thousands of rows: the export reads them in batches of 1,000.
    await db.execute(sql`insert into newsletter_subscribers (email, created_at)
      select 'reader' || n || '@bulk.example', now() + n * interval '1 second'
      from generate_series(1, 2500) as n`)
    const csv = await admin.get('/api/admin/newsletter.csv')
    const emails = csv.body
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0])
    expect(emails).toHaveLength(before + 2500)
    expect(new Set(emails).size).toBe(emails.length)
    expect(emails.slice(-2)).toEqual(['reader2499@bulk.example', 'reader2500@bulk.example'])
  })
})
