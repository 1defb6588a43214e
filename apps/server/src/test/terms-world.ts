import { eq, inArray } from 'drizzle-orm'
import { expect } from 'vitest'
import { activitySchedules, vendors } from '../db/schema/index.ts'
import { createSignedInUser } from './accounts.ts'
import type { TestAppWithMail } from './app.ts'
import { HOUR } from './booking-world.ts'
import { CHICAGO, catalogRows } from './catalog-rows.ts'
import { refusedUnchanged } from './database-fingerprint.ts'

/**
 * Two approved providers with a venue in Chicago each, signed in, and a parent: the owner's
 * courses and sessions are written straight into the database; requests go through the app.
 */
export async function buildTermWorld(app: TestAppWithMail, suffix: string) {
  const db = app.database.db
  const owner = await createSignedInUser(app, {
    email: `owner-${suffix}@terms.example`,
    roles: ['vendor'],
  })
  const other = await createSignedInUser(app, {
    email: `other-${suffix}@terms.example`,
    roles: ['vendor'],
  })
  const parent = await createSignedInUser(app, { email: `parent-${suffix}@terms.example` })
  await db
    .update(vendors)
    .set({ status: 'approved' })
    .where(inArray(vendors.userId, [owner.userId, other.userId]))
  const catalog = catalogRows(db)
  const venueOf = async (userId: string) => {
    const [vendor] = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.userId, userId))
    const vendorId = vendor?.id ?? ''
    const locationId = await catalog.venue({
      vendorId,
      name: 'Lake Studio',
      address: '5 Lake St',
      ...CHICAGO,
    })
    return { id: vendorId, locationId }
  }
  const own = await venueOf(owner.userId)
  const theirs = await venueOf(other.userId)
  const course = (title: string, vendor = own, capacity: number | null = 6) =>
    catalog.activity({ vendor, title, type: 'course', capacity })
  const session = async (activityId: string, startsAt: Date) => {
    const [row] = await db
      .insert(activitySchedules)
      .values({ activityId, startsAt, endsAt: new Date(startsAt.getTime() + HOUR) })
      .returning({ id: activitySchedules.id })
    return row?.id ?? ''
  }
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    cookie?: string,
  ) =>
    app.inject({
      method,
      url,
      ...(cookie === undefined
        ? { headers: { cookie: owner.cookie } }
        : cookie
          ? { headers: { cookie } }
          : {}),
      ...(payload ? { payload } : {}),
    })
  /** Sends a request and shows it was refused with `status` and `detail`, changing nothing. */
  const refused = async (
    request: () => ReturnType<typeof send>,
    status: number,
    detail: string | RegExp,
  ) => {
    const expected = typeof detail === 'string' ? detail : expect.stringMatching(detail)
    const response = await refusedUnchanged({ db, request, status, detail: expected })
    return response.json()
  }
  return { db, owner, other, parent, own, theirs, catalog, course, session, send, refused }
}
