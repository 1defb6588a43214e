import { eq } from 'drizzle-orm'
import { activitySchedules, children } from '../db/schema/index.ts'
import { createSignedInUser } from './accounts.ts'
import type { TestAppWithMail } from './app.ts'
import { catalogRows } from './catalog-rows.ts'
import { payForBooking } from './pay.ts'

export const HOUR = 3_600_000
export const DAY = 24 * HOUR

/**
 * A provider in Chicago with a 5-8 class ($12.50 unless `priceCents` says otherwise, capacity
 * 3), a parent and their children.
 */
export async function buildBookingWorld(
  app: TestAppWithMail,
  suffix: string,
  options: { priceCents?: number } = {},
) {
  const db = app.database.db
  const catalog = catalogRows(db)
  const vendor = await catalog.vendor({
    name: `Kite Club ${suffix}`,
    timeZone: 'America/Chicago',
    email: 'kites@example.com',
  })
  const activityId = await catalog.activity({
    vendor,
    title: `Kite Making ${suffix}`,
    minAge: 5,
    maxAge: 8,
    capacity: 3,
    priceCents: options.priceCents ?? 1250,
  })
  const parent = await createSignedInUser(app, { email: `parent-${suffix}@example.com` })
  const stranger = await createSignedInUser(app, { email: `stranger-${suffix}@example.com` })

  const session = async (startsAt: Date, activity = activityId) => {
    const [row] = await db
      .insert(activitySchedules)
      .values({ activityId: activity, startsAt, endsAt: new Date(startsAt.getTime() + HOUR) })
      .returning({ id: activitySchedules.id })
    return row?.id ?? ''
  }
  const child = async (firstName: string, birthDate: string, parentId = parent.userId) => {
    const [row] = await db
      .insert(children)
      .values({ parentId, firstName, lastName: 'Rivera', birthDate })
      .returning({ id: children.id })
    return row?.id ?? ''
  }
  const book = (payload: object, cookie = parent.cookie, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/bookings', headers: { cookie, ...headers }, payload })
  /** Books and pays with the test card, as a family completing checkout would. */
  const bookAndPay = async (
    payload: { sessionId: string; childIds: string[] },
    cookie = parent.cookie,
  ) => {
    const booked = await book(payload, cookie)
    if (booked.statusCode !== 201) return booked
    const bookingId = booked.json().id as string
    const paid = await payForBooking(app, { bookingId, cookie })
    if (paid.statusCode !== 200) return paid
    return app.inject({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: { cookie } })
  }
  const deactivate = async () => {
    const { activities } = await import('../db/schema/index.ts')
    await db.update(activities).set({ isActive: false }).where(eq(activities.id, activityId))
  }
  return {
    vendor,
    activityId,
    parent,
    stranger,
    session,
    child,
    book,
    bookAndPay,
    deactivate,
    catalog,
  }
}
