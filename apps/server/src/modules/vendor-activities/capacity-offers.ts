import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import type { JobQueue } from '../../infra/jobs/index.ts'
import { queueWaitlistOffers } from '../bookings/index.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * The capacity saved now, read before an edit to tell whether it rises. The row lock keeps two
 * edits from both reading the old value, and is the weak kind: a booking's reference to the
 * activity (a key-share lock) does not wait for it, so a booking holding its session's lock
 * cannot deadlock with an edit waiting for that session.
 */
export async function capacityBeforeEdit(options: {
  tx: Tx
  vendorId: string
  activityId: string
}): Promise<{ capacity: number | null } | undefined> {
  const [row] = await queryRows<{ capacity: number | null }>(
    options.tx,
    sql`select capacity from activities
      where id = ${options.activityId} and vendor_id = ${options.vendorId} and deleted_at is null
      for no key update`,
  )
  return row
}

/**
 * When an edit raises the capacity (or lifts the limit), the places it adds go first to the
 * families waiting for the activity's upcoming sessions: the offers are queued in the edit's own
 * transaction, so they exist exactly when the new capacity does.
 */
export async function offerRaisedCapacity(options: {
  tx: Tx
  jobs: JobQueue
  activityId: string
  before: number | null
  after: number | null
  now: Date
}): Promise<void> {
  const { tx, jobs, activityId, before, after, now } = options
  const raised = before !== null && (after === null || after > before)
  if (!raised) return
  const sessions = await queryRows<{ id: string }>(
    tx,
    sql`select id from activity_schedules
      where activity_id = ${activityId} and not is_cancelled and starts_at > ${now}`,
  )
  await queueWaitlistOffers({ db: tx, jobs, sessionIds: sessions.map((session) => session.id) })
}
