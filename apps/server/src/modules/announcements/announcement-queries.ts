import type { AnnouncementSummary } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { notFound } from '../../lib/http-problem.ts'
import {
  ACTIVITY_NOT_FOUND,
  type AnnouncementTarget,
  SESSION_NOT_FOUND,
} from './announcement-targets.ts'

/** Enough to see what was said lately; the daily limit keeps a session's list short anyway. */
const LIST_LIMIT = 50

type SummaryRow = Omit<AnnouncementSummary, 'createdAt' | 'sessionStartsAt'> & {
  createdAt: Date | string
  sessionStartsAt: Date | string | null
}

/**
 * Earlier messages, newest first, with how many bookings each reached and how many were mailed.
 * For a session: its own and those to the whole activity sent while it existed.
 */
export async function listAnnouncements(options: {
  db: Database
  vendorId: string
  target: AnnouncementTarget
}): Promise<{ items: AnnouncementSummary[] }> {
  const { db, vendorId, target } = options
  const [owned] = await queryRows<{ activityId: string }>(
    db,
    target.kind === 'session'
      ? sql`select a.id as "activityId"
          from activity_schedules s join activities a on a.id = s.activity_id
          where s.id = ${target.sessionId} and a.vendor_id = ${vendorId} and a.deleted_at is null`
      : sql`select a.id as "activityId" from activities a
          where a.id = ${target.activityId} and a.vendor_id = ${vendorId} and a.deleted_at is null`,
  )
  if (!owned) throw notFound(target.kind === 'session' ? SESSION_NOT_FOUND : ACTIVITY_NOT_FOUND)
  const which =
    target.kind === 'session'
      ? sql`(an.schedule_id = ${target.sessionId}
          or (an.schedule_id is null and an.created_at >=
            (select created_at from activity_schedules where id = ${target.sessionId})))`
      : sql`true`
  const rows = await queryRows<SummaryRow>(
    db,
    sql`select an.id, an.message, an.created_at as "createdAt", an.schedule_id as "scheduleId",
        s.starts_at as "sessionStartsAt",
        (select count(*) from announcement_recipients ar
          where ar.announcement_id = an.id)::int as "reachedCount",
        (select count(*) from announcement_recipients ar
          where ar.announcement_id = an.id and ar.mailed)::int as "mailedCount"
      from announcements an
      left join activity_schedules s on s.id = an.schedule_id
      where an.vendor_id = ${vendorId} and an.activity_id = ${owned.activityId} and ${which}
      order by an.created_at desc, an.id desc
      limit ${LIST_LIMIT}`,
  )
  return {
    items: rows.map((row) => ({
      ...row,
      createdAt: new Date(row.createdAt).toISOString(),
      sessionStartsAt: row.sessionStartsAt ? new Date(row.sessionStartsAt).toISOString() : null,
      reachedCount: Number(row.reachedCount),
      mailedCount: Number(row.mailedCount),
    })),
  }
}
