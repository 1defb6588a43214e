import { eq, inArray } from 'drizzle-orm'
import { expect } from 'vitest'
import { vendorLocations, vendors } from '../db/schema/index.ts'
import { formatLocalDateTime } from '../lib/zoned-time.ts'
import { createSignedInUser } from './accounts.ts'
import type { TestAppWithMail } from './app.ts'
import { catalogRows } from './catalog-rows.ts'
import { refusedUnchanged } from './database-fingerprint.ts'
import { termRows } from './term-rows.ts'

export const CHICAGO = 'America/Chicago'

/** 'YYYY-MM-DDTHH:MM' on Chicago's clock at `instant`: what the early-bird field takes. */
export const chicagoLocal = (instant: Date) =>
  formatLocalDateTime(instant.toISOString(), CHICAGO).replace(' ', 'T')

/**
 * Two approved providers with a venue in Chicago and a course each, and a parent, all signed in;
 * requests go through the app as the owner unless another cookie (or none, '') is given.
 */
export async function buildPricingWorld(app: TestAppWithMail, suffix: string) {
  const db = app.database.db
  const owner = await createSignedInUser(app, {
    email: `owner-${suffix}@pricing.example`,
    roles: ['vendor'],
  })
  const other = await createSignedInUser(app, {
    email: `other-${suffix}@pricing.example`,
    roles: ['vendor'],
  })
  const parent = await createSignedInUser(app, { email: `parent-${suffix}@pricing.example` })
  await db
    .update(vendors)
    .set({ status: 'approved' })
    .where(inArray(vendors.userId, [owner.userId, other.userId]))
  const venueOf = async (userId: string) => {
    const [vendor] = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.userId, userId))
    const [venue] = await db
      .insert(vendorLocations)
      .values({
        vendorId: vendor?.id ?? '',
        name: 'Lake Studio',
        address: '5 Lake St',
        city: 'Chicago',
        state: 'IL',
        zipcode: '60601',
        timeZone: CHICAGO,
        isPrimary: true,
      })
      .returning({ id: vendorLocations.id })
    return { id: vendor?.id ?? '', locationId: venue?.id ?? '' }
  }
  const own = await venueOf(owner.userId)
  const theirs = await venueOf(other.userId)
  const catalog = catalogRows(db)
  const course = (title: string, vendor = own) =>
    catalog.activity({ vendor, title, type: 'course', capacity: 10 })
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie: string = owner.cookie,
  ) =>
    app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
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
  return { db, owner, other, parent, own, theirs, course, terms: termRows(db), send, refused }
}
