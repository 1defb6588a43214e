import type { AdminPageQuery, PlanCollectionRow, VendorToCollect } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { batchesAfter, pageOf, pageOffset } from '../../lib/pagination.ts'
import { NOT_COLLECTED, readPlanPayments, sumPlanPayments } from '../payments/index.ts'
import { providerTimeZone } from './payouts-service.ts'
import { toCollectCsvStream } from './to-collect-csv.ts'

const CSV_BATCH = 2000
const SOONEST_FIRST = sql`p.due_at, p.id`

/** The caller's plan payments not yet collected: by the activity's own vendor column. */
const ownToCollect = (vendorId: string) => sql`a.vendor_id = ${vendorId} and ${NOT_COLLECTED}`

/**
 * What families still owe the provider on their plans, per booking and due date, the soonest
 * first: due and not yet charged, failed and being retried, waiting for the family, and due
 * later; with what each state and all of them add up to.
 */
export async function getPlansToCollect(options: {
  db: Database
  vendorId: string
  query: AdminPageQuery
  now?: Date
}): Promise<VendorToCollect> {
  const { db, vendorId, query, now = new Date() } = options
  const where = ownToCollect(vendorId)
  const [timeZone, items, sums] = await Promise.all([
    providerTimeZone(db, vendorId),
    readPlanPayments({
      db,
      where,
      order: SOONEST_FIRST,
      limit: query.limit,
      offset: pageOffset(query),
      now,
    }),
    sumPlanPayments({ db, where, now }),
  ])
  const all = sums('due', 'retrying', 'waiting_for_family', 'upcoming')
  return {
    timeZone,
    items: pageOf({ items, total: all.payments, query }),
    totals: {
      due: sums('due'),
      retrying: sums('retrying'),
      waitingForFamily: sums('waiting_for_family'),
      upcoming: sums('upcoming'),
      all,
    },
  }
}

/**
 * Every payment still to collect for the CSV, read in short batches as the download goes, and
 * written on the provider's clock.
 */
export async function plansToCollectCsv(options: { db: Database; vendorId: string; now?: Date }) {
  const { db, vendorId, now = new Date() } = options
  const timeZone = await providerTimeZone(db, vendorId)
  const batches = batchesAfter<PlanCollectionRow>({
    size: CSV_BATCH,
    read: (after, limit) =>
      readPlanPayments({
        db,
        where: after
          ? sql`${ownToCollect(vendorId)}
              and (p.due_at, p.id) > (${after.dueAt}::timestamptz, ${after.paymentId}::uuid)`
          : ownToCollect(vendorId),
        order: SOONEST_FIRST,
        limit,
        offset: 0,
        now,
      }),
  })
  return toCollectCsvStream(batches, timeZone)
}
