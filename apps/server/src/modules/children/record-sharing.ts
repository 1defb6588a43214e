import type {
  AllergyAlert,
  ChildRecord,
  ProviderChildRecord,
  recordViewListQuerySchema,
} from '@afc/contracts'
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Config } from '../../config/env.ts'
import { dataKeyring } from '../../config/secret.ts'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { childRecordViews, children } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http-problem.ts'
import { isoString, pageOf, pageOffset } from '../../lib/pagination.ts'
import type { Keyring } from '../../lib/sealed-text.ts'
import { uuidList } from '../../lib/sql-lists.ts'
import { coversSession } from '../bookings/index.ts'
import { type ProviderViewer, viewerSeesActivity } from '../provider-staff/index.ts'
import { CHILD_NOT_FOUND } from './children-service.ts'
import { alertsOf, readRecords } from './record-sealing.ts'
import { ownChild } from './record-service.ts'

/** How long after a child's last session with a provider it may still read the record. */
export type SharingWindow = { days: number; now?: Date }
/** What a roster needs to show the allergies of the children it may: the keys and the window. */
export type RecordSharing = { keyring: Keyring; window: SharingWindow }

export const recordSharing = (config: Config): RecordSharing => ({
  keyring: dataKeyring(config),
  window: { days: config.recordSharingDays },
})

/**
 * Whether the provider may read the record of the child `childId` (SQL): while the child has a
 * confirmed booking with it, from the booking until `days` after the last session it covers.
 * Decided from the rows at `now`, so nothing has to close the window when it ends.
 */
function sharedWith(
  vendorId: string,
  childId: SQL,
  { days, now = new Date() }: SharingWindow,
  viewer: ProviderViewer = OWNER,
) {
  return sql`exists (select 1 from booking_participants bp
    join bookings b on b.id = bp.booking_id and b.status = 'confirmed'
    join activities a on a.id = b.activity_id and a.vendor_id = ${vendorId}
    where bp.child_id = ${childId}
      and ${viewerSeesActivity(viewer, { id: sql`a.id`, locationId: sql`a.location_id` })}
      and exists (select 1 from activity_schedules s where ${coversSession('b', 's')}
        and s.starts_at > ${now}::timestamptz - make_interval(days => ${days})))`
}

const OWNER: ProviderViewer = { role: 'owner', staffId: null }

/**
 * A booked provider opens a child's record; the opening is logged in the same transaction. Its
 * staff open it as the provider, an instructor only for the activities assigned to them, and
 * the parent's log names the person besides the business.
 */
export async function openRecordAsProvider(options: {
  db: Database
  sharing: RecordSharing
  vendor: { id: string; businessName: string }
  reader: ProviderViewer & { userId: string; staffName: string | null }
  childId: string
}): Promise<ProviderChildRecord> {
  const { db, sharing, vendor, reader, childId } = options
  const { keyring, window } = sharing
  return db.transaction(async (tx) => {
    const [child] = await tx
      .select()
      .from(children)
      .where(
        and(eq(children.id, childId), sharedWith(vendor.id, sql`${children.id}`, window, reader)),
      )
    if (!child) throw notFound(CHILD_NOT_FOUND)
    await tx.insert(childRecordViews).values({
      childId,
      viewerKind: 'provider',
      viewerId: reader.userId,
      vendorId: vendor.id,
      viewerName: reader.staffName
        ? `${vendor.businessName} (${reader.staffName})`
        : vendor.businessName,
    })
    return recordOf(tx, keyring, child)
  })
}

/** An admin opens a record only with a reason, which the parent reads in the log. */
export async function openRecordAsAdmin(options: {
  db: Database
  keyring: Keyring
  adminId: string
  childId: string
  reason: string
}): Promise<ProviderChildRecord> {
  const { db, keyring, adminId, childId, reason } = options
  return db.transaction(async (tx) => {
    const [child] = await tx.select().from(children).where(eq(children.id, childId))
    if (!child) throw notFound(CHILD_NOT_FOUND)
    await tx.insert(childRecordViews).values({
      childId,
      viewerKind: 'admin',
      viewerId: adminId,
      viewerName: 'An administrator',
      reason,
    })
    return recordOf(tx, keyring, child)
  })
}

async function recordOf(
  db: Pick<Database, 'select'>,
  keyring: Keyring,
  child: typeof children.$inferSelect,
): Promise<ProviderChildRecord> {
  const records = await readRecords({ db, keyring, childIds: [child.id] })
  return {
    childId: child.id,
    firstName: child.firstName,
    lastName: child.lastName,
    birthDate: child.birthDate,
    record: records.get(child.id) ?? null,
  }
}

/** The opened records of those of these children the provider may read now, by child. */
async function sharedRecords(options: {
  db: Database
  sharing: RecordSharing
  vendorId: string
  childIds: (string | null)[]
}): Promise<Map<string, ChildRecord>> {
  const { db, sharing, vendorId } = options
  const { keyring, window } = sharing
  const childIds = [...new Set(options.childIds.filter((id): id is string => id !== null))]
  if (childIds.length === 0) return new Map()
  const shared = await queryRows<{ id: string }>(
    db,
    sql`select r.child_id as id from child_records r
      where r.child_id in (${uuidList(childIds)}) and ${sharedWith(vendorId, sql`r.child_id`, window)}`,
  )
  return readRecords({ db, keyring, childIds: shared.map((row) => row.id) })
}

/** The severe allergies of those of these children whose record the provider may read now. */
export async function allergyAlertsFor(options: {
  db: Database
  sharing: RecordSharing
  vendorId: string
  childIds: (string | null)[]
}): Promise<Map<string, AllergyAlert[]>> {
  const records = await sharedRecords(options)
  return new Map([...records].map(([childId, record]) => [childId, alertsOf(record)]))
}

/** What the day's roster needs of a child's record: the allergy badges and who may collect. */
export type PickupDetails = {
  allergyAlerts: AllergyAlert[]
  collectors: { name: string; relationship: string }[]
  /** The first emergency contact's number: whom to call when someone else comes. */
  phone: string | null
}

/** The roster's details of those of these children whose record the provider may read now. */
export async function pickupDetailsFor(options: {
  db: Database
  sharing: RecordSharing
  vendorId: string
  childIds: (string | null)[]
}): Promise<Map<string, PickupDetails>> {
  const records = await sharedRecords(options)
  return new Map(
    [...records].map(([childId, record]) => [
      childId,
      {
        allergyAlerts: alertsOf(record),
        collectors: record.collectors.map(({ name, relationship }) => ({ name, relationship })),
        phone: record.emergencyContacts[0]?.phone ?? null,
      },
    ]),
  )
}

/** The parent's log of who opened the record, newest first. */
export async function listRecordViews(options: {
  db: Database
  parentId: string
  childId: string
  query: z.output<typeof recordViewListQuerySchema>
}) {
  const { db, parentId, childId, query } = options
  await ownChild(db, parentId, childId)
  const mine = eq(childRecordViews.childId, childId)
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(childRecordViews)
      .where(mine)
      .orderBy(desc(childRecordViews.viewedAt), desc(childRecordViews.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(childRecordViews).where(mine),
  ])
  const items = rows.map((row) => ({
    id: row.id,
    viewerName: row.viewerName,
    viewerKind: row.viewerKind,
    reason: row.reason,
    viewedAt: isoString(row.viewedAt),
  }))
  return pageOf({ items, total: Number(counted?.total ?? 0), query })
}
