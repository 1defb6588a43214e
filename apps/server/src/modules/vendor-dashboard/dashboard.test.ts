import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  activitySchedules,
  bookingParticipants,
  bookings,
  ledgerEntries,
  reviews,
  vendorLocations,
  vendors,
} from '../../db/schema/index.ts'
import type { LedgerKind } from '../../db/schema/payments.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { catalogRows } from '../../test/catalog-rows.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR
let app: TestAppWithMail
let vendorCookie: string
const ids: Record<string, string> = {}
const times: Record<string, Date> = {}

beforeAll(async () => {
  app = await buildTestApp()
  const db = app.database.db
  const owner = await createSignedInUser(app, { email: 'owner@dash.example', roles: ['vendor'] })
  vendorCookie = owner.cookie
  const parent = await createSignedInUser(app, { email: 'parent@dash.example' })
  const [vendor] = await db.select().from(vendors).where(eq(vendors.userId, owner.userId))
  const catalog = catalogRows(db)
  const location = await catalog.vendor({ name: 'Other Place' })
  const [venue] = await db
    .insert(vendorLocations)
    .values({
      vendorId: vendor?.id ?? '',
      name: 'Berlin Studio',
      address: '1 Hauptstrasse',
      city: 'Berlin',
      state: 'BE',
      zipcode: '10115',
      timeZone: 'Europe/Berlin',
      isPrimary: true,
    })
    .returning({ id: vendorLocations.id })
  const own = { id: vendor?.id ?? '', locationId: venue?.id ?? '' }
  const now = Date.now()
  times.tomorrow = new Date(now + DAY)
  times.inTwoDays = new Date(now + 2 * DAY)
  times.inThreeDays = new Date(now + 3 * DAY)
  times.lastWeek = new Date(now - 7 * DAY)

  ids.art = await catalog.activity({
    vendor: own,
    title: 'Art Attack',
    capacity: 10,
    priceCents: 2000,
  })
  ids.yoga = await catalog.activity({ vendor: own, title: 'Yoga Pups', priceCents: 0 })
  ids.zumba = await catalog.activity({ vendor: own, title: 'Zumba Kids', priceCents: 1500 })
  ids.elsewhere = await catalog.activity({ vendor: location, title: 'Not Mine', priceCents: 9900 })

  const session = async (activityId: string, startsAt: Date, isCancelled = false) => {
    const [row] = await db
      .insert(activitySchedules)
      .values({ activityId, startsAt, endsAt: new Date(startsAt.getTime() + HOUR), isCancelled })
      .returning({ id: activitySchedules.id })
    return row?.id ?? ''
  }
  const book = async (
    activityId: string,
    scheduleId: string,
    quantity: number,
    totalAmountCents: number,
    status: 'pending' | 'confirmed' | 'cancelled',
    participant?: string,
  ) => {
    const [row] = await db
      .insert(bookings)
      .values({
        activityId,
        scheduleId,
        customerId: parent.userId,
        quantity,
        totalAmountCents,
        status,
        // A pending booking is a hold while the family pays.
        holdExpiresAt: status === 'pending' ? new Date(Date.now() + HOUR) : null,
      })
      .returning({ id: bookings.id })
    if (participant) {
      await db.insert(bookingParticipants).values({
        bookingId: row?.id ?? '',
        firstName: participant,
        lastName: 'Lopez',
      })
    }
    return row?.id ?? ''
  }

  const artTomorrow = await session(ids.art, times.tomorrow)
  const artInThree = await session(ids.art, times.inThreeDays)
  const artPast = await session(ids.art, times.lastWeek)
  await session(ids.art, new Date(now + 4 * DAY), true)
  const yogaInTwo = await session(ids.yoga, times.inTwoDays)
  const elsewhereTomorrow = await session(ids.elsewhere, times.tomorrow)

  const paid = await book(ids.art, artTomorrow, 2, 4000, 'confirmed', 'Maya')
  await book(ids.art, artInThree, 1, 2000, 'pending', 'Leo')
  await book(ids.art, artInThree, 3, 6000, 'cancelled', 'Zed')
  const past = await book(ids.art, artPast, 1, 2000, 'confirmed', 'Ana')
  await book(ids.yoga, yogaInTwo, 4, 0, 'confirmed')
  const elsewhere = await book(ids.elsewhere, elsewhereTomorrow, 5, 49_500, 'confirmed')
  await db
    .insert(reviews)
    .values([{ activityId: ids.art, bookingId: past, customerId: parent.userId, rating: 5 }])
  const second = await book(ids.art, artPast, 1, 2000, 'cancelled')
  // $40 paid with its $4 fee; $20 paid, then $10 of it refunded with half the $2 fee back.
  const money = (bookingId: string, vendorId: string, moves: [LedgerKind, number][]) =>
    db
      .insert(ledgerEntries)
      .values(moves.map(([kind, amountCents]) => ({ bookingId, vendorId, kind, amountCents })))
  await money(paid, own.id, [
    ['payment', 4000],
    ['platform_fee', 400],
  ])
  await money(second, own.id, [
    ['payment', 2000],
    ['platform_fee', 200],
    ['refund', 1000],
    ['fee_refund', 100],
  ])
  await money(elsewhere, location.id, [
    ['payment', 49_500],
    ['platform_fee', 4950],
  ])
  await db.insert(reviews).values({ activityId: ids.art, bookingId: second, rating: 4 })
})
afterAll(async () => {
  await app?.close()
})

describe('GET /api/vendor/dashboard', () => {
  it('matches the figures worked out by hand', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/vendor/dashboard',
      headers: { cookie: vendorCookie },
    })
    expect(response.statusCode).toBe(200)
    const dashboard = response.json()
    expect(dashboard.stats).toEqual({
      totalActivities: 3,
      // Tomorrow and in three days (Art Attack), in two days (Yoga Pups); not the cancelled one.
      upcomingSessions: 3,
      // On the venue's clock: the web shows it as 'Tomorrow, 17:00 CET'.
      nextSession: { startsAt: times.tomorrow?.toISOString(), timeZone: 'Europe/Berlin' },
      // 2 + 1 (Art Attack's confirmed, past included; not the hold or the cancelled) + 4 (Yoga Pups)
      totalEnrollments: 7,
      // Net earnings from the ledger: $60 paid − $10 refunded − ($6 fee − $1 given back)
      revenueCents: 4500,
    })
    // A new provider is not connected yet; Art Attack and Zumba Kids have a price.
    expect(dashboard.payments).toEqual({ accountStatus: 'not_connected', paidActivities: 2 })
    expect(
      dashboard.upcomingBookings.map(
        (b: {
          activityTitle: string
          participants: number
          firstParticipantName: string | null
        }) => [b.activityTitle, b.participants, b.firstParticipantName],
      ),
    ).toEqual([
      ['Art Attack', 2, 'Maya Lopez'],
      ['Yoga Pups', 4, null],
      ['Art Attack', 1, 'Leo Lopez'],
    ])
    expect(dashboard.upcomingBookings[0]).toMatchObject({ customerName: 'Test Person' })
    expect(dashboard.popularActivities).toEqual([
      { id: ids.yoga, title: 'Yoga Pups', enrollments: 4, averageRating: null, reviewCount: 0 },
      { id: ids.art, title: 'Art Attack', enrollments: 3, averageRating: 4.5, reviewCount: 2 },
      { id: ids.zumba, title: 'Zumba Kids', enrollments: 0, averageRating: null, reviewCount: 0 },
    ])
  })

  it('shows an empty dashboard to a new vendor', async () => {
    const fresh = await createSignedInUser(app, { email: 'new@dash.example', roles: ['vendor'] })
    const response = await app.inject({
      method: 'GET',
      url: '/api/vendor/dashboard',
      headers: { cookie: fresh.cookie },
    })
    expect(response.json()).toEqual({
      stats: {
        totalActivities: 0,
        upcomingSessions: 0,
        nextSession: null,
        totalEnrollments: 0,
        revenueCents: 0,
      },
      payments: { accountStatus: 'not_connected', paidActivities: 0 },
      upcomingBookings: [],
      popularActivities: [],
      waitingLists: [],
      belowMinimum: [],
    })
  })

  it('refuses a customer', async () => {
    const customer = await createSignedInUser(app, { email: 'c@dash.example' })
    const response = await app.inject({
      method: 'GET',
      url: '/api/vendor/dashboard',
      headers: { cookie: customer.cookie },
    })
    expect(response.statusCode).toBe(403)
  })
})
