import type {
  ActivityFormValues,
  AdminPageQuery,
  VendorActivity,
  VendorActivityDetail,
} from '@afc/contracts'
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import {
  activities,
  activityCategories,
  activityPricing,
  categories,
  vendorLocations,
} from '../../db/schema/index.ts'
import type { JobQueue } from '../../infra/jobs/index.ts'
import { conflict, notFound, unprocessable } from '../../lib/http-problem.ts'
import { pageOf, pageOffset } from '../../lib/pagination.ts'
import { coversSession, takesPlaces } from '../bookings/index.ts'
import { listActivitySessions } from './activity-sessions.ts'
import { assertCapacityCoversBookings } from './capacity-guard.ts'
import { capacityBeforeEdit, offerRaisedCapacity } from './capacity-offers.ts'
import {
  autoApproveIsOn,
  changesPublicFields,
  publicActivityColumns,
  selectEditedActivity,
} from './edit-review.ts'
import { selectVendorActivities, VENDOR_ACTIVITY_NOT_FOUND } from './vendor-activity-queries.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
type Owner = { db: Database; vendorId: string }

export async function listVendorActivities(options: Owner & { query: AdminPageQuery }) {
  const { db, vendorId, query } = options
  const [items, [counted]] = await Promise.all([
    selectVendorActivities({
      db,
      vendorId,
      page: { limit: query.limit, offset: pageOffset(query) },
    }),
    db
      .select({ total: count() })
      .from(activities)
      .where(and(eq(activities.vendorId, vendorId), isNull(activities.deletedAt))),
  ])
  return pageOf<VendorActivity>({ items, total: Number(counted?.total ?? 0), query })
}

export async function getVendorActivity(
  options: Owner & { activityId: string; now?: Date },
): Promise<VendorActivityDetail> {
  const { db, vendorId, activityId, now = new Date() } = options
  const [activity] = await selectVendorActivities({
    db,
    vendorId,
    where: sql`a.id = ${activityId}`,
    now,
  })
  if (!activity) throw notFound(VENDOR_ACTIVITY_NOT_FOUND)
  const sessions = await listActivitySessions({
    db,
    activityId,
    capacity: activity.capacity,
    now,
  })
  return { ...activity, sessions }
}

/** The chosen location must be one of the caller's own. */
async function assertOwnLocation(tx: Tx, vendorId: string, locationId: string | null) {
  if (!locationId) return
  const [location] = await tx
    .select({ id: vendorLocations.id })
    .from(vendorLocations)
    .where(and(eq(vendorLocations.id, locationId), eq(vendorLocations.vendorId, vendorId)))
  if (!location) {
    throw unprocessable('Choose one of your own locations.', {
      locationId: ['Choose one of your own locations.'],
    })
  }
}

async function replaceCategories(tx: Tx, activityId: string, slugs: string[]) {
  await tx.delete(activityCategories).where(eq(activityCategories.activityId, activityId))
  if (slugs.length === 0) return
  const rows = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.slug, slugs))
  await tx
    .insert(activityCategories)
    .values(rows.map((row) => ({ activityId, categoryId: row.id })))
}

function activityColumns(input: ActivityFormValues) {
  return { ...publicActivityColumns(input), capacity: input.capacity }
}

/**
 * Creates the activity, its default price and its categories in one transaction: a failure at
 * any step leaves nothing behind. An approved provider's activity is approved at once while the
 * operator's auto-approve setting is on; otherwise (a provider awaiting approval included) it
 * waits in the admin's moderation queue.
 */
export async function createVendorActivity(
  options: Owner & { vendorApproved: boolean; input: ActivityFormValues },
): Promise<VendorActivityDetail> {
  const { db, vendorId, vendorApproved, input } = options
  const activityId = await db.transaction(async (tx) => {
    await assertOwnLocation(tx, vendorId, input.locationId)
    const isApproved = vendorApproved && (await autoApproveIsOn(tx))
    const [row] = await tx
      .insert(activities)
      .values({ ...activityColumns(input), vendorId, isActive: true, isApproved })
      .returning({ id: activities.id })
    if (!row) throw new Error('activity insert returned nothing')
    await tx.insert(activityPricing).values({
      activityId: row.id,
      name: 'Standard',
      priceCents: input.priceCents,
      isDefault: true,
    })
    await replaceCategories(tx, row.id, input.categories)
    return row.id
  })
  return getVendorActivity({ db, vendorId, activityId })
}

/**
 * Saves an edit. Changes families would see on an approved listing go back to review (and the
 * listing is hidden until approved) unless auto-approve is on and the provider is approved; a
 * listing an admin turned down goes back into the queue. Bookings and sessions stay as they are.
 */
export async function updateVendorActivity(
  options: Owner & {
    jobs: JobQueue
    vendorApproved: boolean
    activityId: string
    input: ActivityFormValues
    now?: Date
  },
): Promise<VendorActivityDetail> {
  const { db, jobs, vendorId, vendorApproved, activityId, input, now = new Date() } = options
  await db.transaction(async (tx) => {
    const before = await capacityBeforeEdit({ tx, vendorId, activityId })
    const current = await selectEditedActivity({ tx, vendorId, activityId })
    if (!before || !current) throw notFound(VENDOR_ACTIVITY_NOT_FOUND)
    await assertOwnLocation(tx, vendorId, input.locationId)
    await assertCapacityCoversBookings({ tx, activityId, capacity: input.capacity, now })
    const backToReview =
      current.isApproved &&
      changesPublicFields(current, input) &&
      !(vendorApproved && (await autoApproveIsOn(tx)))
    await tx
      .update(activities)
      .set({
        ...activityColumns(input),
        ...(backToReview ? { isApproved: false } : {}),
        rejectionReason: null,
        updatedAt: now,
      })
      .where(ownActivity(vendorId, activityId))
    await tx
      .update(activityPricing)
      .set({ priceCents: input.priceCents })
      .where(and(eq(activityPricing.activityId, activityId), eq(activityPricing.isDefault, true)))
    await replaceCategories(tx, activityId, input.categories)
    const after = input.capacity
    await offerRaisedCapacity({ tx, jobs, activityId, before: before.capacity, after, now })
  })
  return getVendorActivity({ db, vendorId, activityId })
}

export async function setVendorActivityActive(
  options: Owner & { activityId: string; isActive: boolean },
): Promise<VendorActivityDetail> {
  const { db, vendorId, activityId, isActive } = options
  const updated = await db
    .update(activities)
    .set({ isActive, updatedAt: new Date() })
    .where(ownActivity(vendorId, activityId))
    .returning({ id: activities.id })
  if (updated.length === 0) throw notFound(VENDOR_ACTIVITY_NOT_FOUND)
  return getVendorActivity({ db, vendorId, activityId })
}

export const DELETE_REFUSED_UPCOMING =
  'This activity has upcoming bookings. Cancel its upcoming sessions first, so the families are told, then delete it.'

/**
 * Deletes an activity for good. Refused while families hold places in upcoming sessions. With
 * past bookings the row stays (hidden everywhere) because those bookings are the provider's
 * accounting record; without any it is removed with its sessions, prices and categories.
 */
export async function deleteVendorActivity(
  options: Owner & { activityId: string; now?: Date },
): Promise<void> {
  const { db, vendorId, activityId, now = new Date() } = options
  await db.transaction(async (tx) => {
    const [activity] = await tx
      .select({ id: activities.id })
      .from(activities)
      .where(ownActivity(vendorId, activityId))
      .for('update')
    if (!activity) throw notFound(VENDOR_ACTIVITY_NOT_FOUND)
    const [usage] = await queryRows<{ upcoming: number; any: number }>(
      tx,
      sql`select
          count(*) filter (where ${takesPlaces('b')} and exists (select 1 from activity_schedules s
            where s.activity_id = b.activity_id and s.starts_at >= ${now} and not s.is_cancelled
              and ${coversSession('b', 's')}))::int as upcoming,
          count(*)::int as any
        from bookings b
        where b.activity_id = ${activityId}`,
    )
    if (Number(usage?.upcoming ?? 0) > 0) throw conflict(DELETE_REFUSED_UPCOMING)
    if (Number(usage?.any ?? 0) > 0) {
      await tx
        .update(activities)
        .set({ deletedAt: now, isActive: false, isFeatured: false, updatedAt: now })
        .where(eq(activities.id, activityId))
    } else {
      await tx.delete(activities).where(eq(activities.id, activityId))
    }
  })
}

function ownActivity(vendorId: string, activityId: string) {
  return and(
    eq(activities.id, activityId),
    eq(activities.vendorId, vendorId),
    isNull(activities.deletedAt),
  )
}
