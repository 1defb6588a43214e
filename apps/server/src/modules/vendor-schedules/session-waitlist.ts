import {
  VENDOR_WAITLIST_RECENT_LIMIT,
  type VendorSessionWaitlist,
  type VendorWaitlistEntry,
  type WaitlistStatus,
} from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { fromJson, queryRows } from '../../db/query-rows.ts'
import { notFound } from '../../lib/http-problem.ts'
import { inLine, positionInLine, shownStatus } from '../waitlist/index.ts'
import { SESSION_NOT_FOUND } from './schedules-service.ts'
import { listVendorSessions } from './session-queries.ts'

type EntryRow = {
  id: string
  seq: number | string
  inLine: boolean
  position: number | null
  parentName: string
  children: VendorWaitlistEntry['children'] | string
  joinedAt: Date | string
  status: WaitlistStatus
  offerExpiresAt: Date | string | null
  updatedAt: Date | string
}

const iso = (value: Date | string) => new Date(value).toISOString()

function toEntry(row: EntryRow): VendorWaitlistEntry {
  const standing = row.inLine && (row.status === 'waiting' || row.status === 'offered')
  return {
    id: row.id,
    position: standing && row.position !== null ? Number(row.position) : null,
    parentName: row.parentName,
    children: fromJson(row.children),
    joinedAt: iso(row.joinedAt),
    status: row.status,
    offerExpiresAt: standing && row.offerExpiresAt ? iso(row.offerExpiresAt) : null,
    updatedAt: iso(row.updatedAt),
  }
}

/**
 * One of the caller's sessions with its waiting list: the families in line in order, then the
 * latest ones that left it. Statuses and positions come from the line's own rules, so an offer
 * that ran out shows as expired before any job has marked it. Another provider's session is not
 * found.
 */
export async function getSessionWaitlist(options: {
  db: Database
  vendorId: string
  sessionId: string
  now?: Date
}): Promise<VendorSessionWaitlist> {
  const { db, vendorId, sessionId, now = new Date() } = options
  const [session] = await listVendorSessions({
    db,
    vendorId,
    when: 'upcoming',
    sessionIds: [sessionId],
    now,
  })
  if (!session) throw notFound(SESSION_NOT_FOUND)
  const rows = await queryRows<EntryRow>(
    db,
    sql`select w.id, w.seq, ${inLine('w', 'b', now)} as "inLine",
        ${positionInLine('w', now)} as position,
        coalesce(nullif(trim(concat_ws(' ', up.first_name, up.last_name)), ''), u.name, 'A family')
          as "parentName",
        (select coalesce(json_agg(json_build_object('firstName', wc.first_name,
            'lastName', wc.last_name) order by wc.first_name, wc.child_id), '[]'::json)
          from waitlist_children wc where wc.entry_id = w.id) as children,
        w.created_at as "joinedAt", ${shownStatus('w', 'b', 's', now)} as status,
        b.hold_expires_at as "offerExpiresAt", w.updated_at as "updatedAt"
      from waitlist_entries w
      join activity_schedules s on s.id = w.schedule_id
      left join bookings b on b.id = w.booking_id
      left join "user" u on u.id = w.customer_id
      left join user_profiles up on up.id = w.customer_id
      where w.schedule_id = ${session.id}
      order by w.seq`,
  )
  const entries = rows.map(toEntry)
  return {
    session,
    inLine: entries.filter((entry) => entry.position !== null),
    recent: entries
      .filter((entry) => entry.position === null)
      .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt))
      .slice(0, VENDOR_WAITLIST_RECENT_LIMIT),
  }
}
