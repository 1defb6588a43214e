import { type ChildRecordValues, missingFromRecord, type OwnChildRecord } from '@afc/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { childRecords, children } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http-problem.ts'
import { isoString } from '../../lib/pagination.ts'
import type { Keyring } from '../../lib/sealed-text.ts'
import { coversSession } from '../bookings/index.ts'
import { CHILD_NOT_FOUND } from './children-service.ts'
import { readRecords, sealRecord } from './record-sealing.ts'

/** The parent's own child, or 404 for anyone else's. */
export async function ownChild(db: Database, parentId: string, childId: string) {
  const [child] = await db
    .select()
    .from(children)
    .where(and(eq(children.id, childId), eq(children.parentId, parentId)))
  if (!child) throw notFound(CHILD_NOT_FOUND)
  return child
}

/** The child's next session of a confirmed booking, which the record should be complete by. */
async function nextSessionOf(db: Database, childId: string, now: Date) {
  const [next] = await queryRows<{ startsAt: Date | string; timeZone: string }>(
    db,
    sql`select s.starts_at as "startsAt", coalesce(l.time_zone, 'UTC') as "timeZone"
      from booking_participants bp
      join bookings b on b.id = bp.booking_id and b.status = 'confirmed'
      join activity_schedules s on ${coversSession('b', 's')}
      join activities a on a.id = s.activity_id
      left join vendor_locations l on l.id = a.location_id
      where bp.child_id = ${childId} and not s.is_cancelled and s.starts_at > ${now}
      order by s.starts_at limit 1`,
  )
  return next ? { startsAt: isoString(next.startsAt), timeZone: next.timeZone } : null
}

export async function getOwnRecord(options: {
  db: Database
  keyring: Keyring
  parentId: string
  childId: string
  now?: Date
}): Promise<OwnChildRecord> {
  const { db, keyring, parentId, childId, now = new Date() } = options
  const child = await ownChild(db, parentId, childId)
  const [records, nextSession] = await Promise.all([
    readRecords({ db, keyring, childIds: [childId] }),
    nextSessionOf(db, childId, now),
  ])
  const record = records.get(childId) ?? null
  return {
    childId,
    firstName: child.firstName,
    record,
    missing: missingFromRecord(record),
    nextSession,
  }
}

export async function saveOwnRecord(options: {
  db: Database
  keyring: Keyring
  parentId: string
  childId: string
  input: ChildRecordValues
}) {
  const { db, keyring, parentId, childId, input } = options
  await ownChild(db, parentId, childId)
  const values = { ...sealRecord(keyring, input), updatedAt: new Date() }
  await db
    .insert(childRecords)
    .values({ childId, ...values })
    .onConflictDoUpdate({ target: childRecords.childId, set: values })
  return getOwnRecord({ db, keyring, parentId, childId })
}
