import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  activitySchedules,
  bookingParticipants,
  bookings,
  children,
  vendors,
} from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { catalogRows } from '../../test/catalog-rows.ts'

const DAY = 86_400_000
let app: TestAppWithMail
let owner: { cookie: string; userId: string }
let other: { cookie: string }

beforeAll(async () => {
  app = await buildTestApp()
  const db = app.database.db
  owner = await createSignedInUser(app, { email: 'owner@bookings.example', roles: ['vendor'] })
  other = await createSignedInUser(app, { email: 'other@bookings.example', roles: ['vendor'] })
  const parent = await createSignedInUser(app, { email: 'parent@bookings.example' })
  const [vendor] = await db.select().from(vendors).where(eq(vendors.userId, owner.userId))
  const catalog = catalogRows(db)
  const activityId = await catalog.activity({
    vendor: { id: vendor?.id ?? '', locationId: '' },
    title: '=HYPERLINK("evil")',
    priceCents: 1500,
  })
  const session = async (offsetDays: number) => {
    const startsAt = new Date(Math.floor((Date.now() + offsetDays * DAY) / 60_000) * 60_000)
    const [row] = await db
      .insert(activitySchedules)
      .values({ activityId, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
      .returning({ id: activitySchedules.id })
    return row?.id ?? ''
  }
  const [child] = await db
    .insert(children)
    .values({
      parentId: parent.userId,
      firstName: 'Maya',
      lastName: 'Lopez',
      birthDate: '2018-04-02',
      notes: 'Peanut allergy',
    })
    .returning({ id: children.id })
  const book = async (scheduleId: string, status: 'confirmed' | 'cancelled' | 'pending') => {
    const [row] = await db
      .insert(bookings)
      .values({
        activityId,
        scheduleId,
        customerId: parent.userId,
        quantity: 1,
        status,
        holdExpiresAt: status === 'pending' ? new Date(Date.now() + 600_000) : null,
        totalAmountCents: 1500,
      })
      .returning({ id: bookings.id })
    await db.insert(bookingParticipants).values({
      bookingId: row?.id ?? '',
      childId: child?.id ?? null,
      firstName: 'Maya',
      lastName: 'Lopez',
    })
  }
  await book(await session(3), 'confirmed')
  await book(await session(5), 'pending')
  await book(await session(-3), 'confirmed')
  await book(await session(4), 'cancelled')
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, cookie = owner.cookie) =>
  app.inject({ method: 'GET', url, headers: { cookie } })

describe('vendor bookings', () => {
  it('lists upcoming bookings soonest first with participants and their notes', async () => {
    const response = await get('/api/vendor/bookings')
    expect(response.statusCode).toBe(200)
    const items = response.json().items
    // The place held while a family pays is not a booking until they have paid.
    expect(items.map((item: { status: string }) => item.status)).toEqual(['confirmed'])
    expect(items[0]).toMatchObject({
      customerName: 'Test Person',
      customerEmail: 'parent@bookings.example',
      totalAmountCents: 1500,
      participants: [{ firstName: 'Maya', lastName: 'Lopez', notes: 'Peanut allergy' }],
    })
  })

  it('separates past and cancelled bookings', async () => {
    expect((await get('/api/vendor/bookings?when=past')).json().items).toHaveLength(1)
    const cancelled = (await get('/api/vendor/bookings?when=cancelled')).json().items
    expect(cancelled.map((item: { status: string }) => item.status)).toEqual(['cancelled'])
  })

  it('shows another provider nothing of these bookings', async () => {
    for (const when of ['upcoming', 'past', 'cancelled']) {
      expect((await get(`/api/vendor/bookings?when=${when}`, other.cookie)).json().items).toEqual(
        [],
      )
    }
  })

  it('exports a CSV that a spreadsheet cannot be tricked into running', async () => {
    const response = await get('/api/vendor/bookings.csv?when=upcoming')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="bookings-upcoming-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = response.body.trim().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toBe(
      'Booking,Activity,Session (local time),Time zone,Status,Participants,Participant names,Notes,Customer,Customer email,Amount (USD),Booked at (UTC)',
    )
    expect(lines[1]).toContain(`"'=HYPERLINK(""evil"")"`)
    expect(lines[1]).toContain(
      ',Maya Lopez,Maya: Peanut allergy,Test Person,parent@bookings.example,15.00,',
    )
  })
})
