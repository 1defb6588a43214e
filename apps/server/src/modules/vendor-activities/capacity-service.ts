import type { VendorActivityDetail } from '@afc/contracts'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { activities } from '../../db/schema/index.ts'
import type { JobQueue } from '../../infra/jobs/index.ts'
import { notFound } from '../../lib/http-problem.ts'
import { assertCapacityCoversBookings } from './capacity-guard.ts'
import { capacityBeforeEdit, offerRaisedCapacity } from './capacity-offers.ts'
import { getVendorActivity } from './vendor-activities-service.ts'
import { VENDOR_ACTIVITY_NOT_FOUND } from './vendor-activity-queries.ts'

/**
 * Saves a new capacity on its own (the session view's "Raise capacity"). Capacity is the
 * provider's lever, not something families review, so the listing stays as approved; it never
 * drops below the places held on a session that has not ended, and places it adds are offered to
 * waiting families.
 */
export async function setActivityCapacity(options: {
  db: Database
  jobs: JobQueue
  vendorId: string
  activityId: string
  capacity: number | null
  now?: Date
}): Promise<VendorActivityDetail> {
  const { db, jobs, vendorId, activityId, capacity, now = new Date() } = options
  await db.transaction(async (tx) => {
    const current = await capacityBeforeEdit({ tx, vendorId, activityId })
    if (!current) throw notFound(VENDOR_ACTIVITY_NOT_FOUND)
    await assertCapacityCoversBookings({ tx, activityId, capacity, now })
    await tx
      .update(activities)
      .set({ capacity, updatedAt: now })
      .where(and(eq(activities.id, activityId), eq(activities.vendorId, vendorId)))
    await offerRaisedCapacity({
      tx,
      jobs,
      activityId,
      before: current.capacity,
      after: capacity,
      now,
    })
  })
  return getVendorActivity({ db, vendorId, activityId })
}
