import { eq } from 'drizzle-orm'
import {
  activitySchedules,
  bookingParticipants,
  bookings,
  notificationSettings,
  userProfiles,
  vendors,
} from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import type { TestAppWithMail } from '../../test/app.ts'
import { catalogRows } from '../../test/catalog-rows.ts'

export const DAY = 24 * 3_600_000

/**
 * For the API tests: a provider in Chicago with one activity, a parent who gets announcement mail and one who
 * turned it off, another provider, and helpers to add sessions and bookings.
 */
export async function buildAnnouncementWorld(app: TestAppWithMail, suffix: string) {
  const db = app.database.db
  const owner = await createSignedInUser(app, {
    email: `owner-${suffix}@ann.example`,
    roles: ['vendor'],
  })
  const other = await createSignedInUser(app, {
    email: `other-${suffix}@ann.example`,
    roles: ['vendor'],
  })
  const parent = await createSignedInUser(app, { email: `maya-${suffix}@ann.example` })
  const quiet = await createSignedInUser(app, { email: `leo-${suffix}@ann.example` })
  await db.update(vendors).set({ status: 'approved' })
  await db
    .update(vendors)
    .set({ businessName: 'Sunny Studio' })
    .where(eq(vendors.userId, owner.userId))
  await db
    .update(userProfiles)
    .set({ firstName: 'Maya', lastName: 'Lopez' })
    .where(eq(userProfiles.id, parent.userId))
  await db
    .update(userProfiles)
    .set({ firstName: 'Leo', lastName: 'Quinn' })
    .where(eq(userProfiles.id, quiet.userId))
  await db.insert(notificationSettings).values({ userId: quiet.userId, announcements: false })

  const catalog = catalogRows(db)
  const [vendor] = await db.select().from(vendors).where(eq(vendors.userId, owner.userId))
  const place = await catalog.vendor({ name: `Venue ${suffix}`, timeZone: 'America/Chicago' })
  const activityId = await catalog.activity({
    vendor: { id: vendor?.id ?? '', locationId: place.locationId },
    title: 'Clay Club',
  })

  const session = async (startsAt = new Date(Date.now() + 7 * DAY), isCancelled = false) => {
    const [row] = await db
      .insert(activitySchedules)
      .values({
        activityId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        isCancelled,
      })
      .returning({ id: activitySchedules.id })
    return row?.id ?? ''
  }
  const book = async (scheduleId: string, customerId: string, children: string[]) => {
    const [row] = await db
      .insert(bookings)
      .values({
        activityId,
        scheduleId,
        customerId,
        quantity: children.length,
        status: 'confirmed',
      })
      .returning({ id: bookings.id })
    const bookingId = row?.id ?? ''
    await db
      .insert(bookingParticipants)
      .values(children.map((firstName) => ({ bookingId, firstName, lastName: 'Family' })))
    return bookingId
  }
  const post = (path: string, payload: unknown, cookie: string | null = owner.cookie) =>
    app.inject({
      method: 'POST',
      url: `/api/vendor/${path}/announcements`,
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    })
  const list = (path: string, cookie = owner.cookie) =>
    app.inject({ method: 'GET', url: `/api/vendor/${path}/announcements`, headers: { cookie } })

  const vendorId = vendor?.id ?? ''
  return { owner, other, parent, quiet, vendorId, activityId, session, book, post, list }
}
