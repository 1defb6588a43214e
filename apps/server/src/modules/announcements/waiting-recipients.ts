import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { wantsMail } from '../notification-settings/index.ts'
import { inLine } from '../waitlist/index.ts'
import type { LockedSession } from './announcement-targets.ts'

export type WaitingRecipient = {
  entryId: string
  sessionId: string
  customerId: string
  email: string | null
  firstName: string | null
  parentName: string
  children: string[] | string
  wantsMail: boolean
}

/**
 * Every family still in line for the sessions (waiting, or holding an offer whose places are
 * held), in line order, and whether they want announcement mail. Families that have left the
 * line are not written to: they no longer expect news of the session.
 */
export async function waitingRecipients(options: {
  tx: Database
  sessions: LockedSession[]
  now: Date
}): Promise<WaitingRecipient[]> {
  const { tx, sessions, now } = options
  if (sessions.length === 0) return []
  const ids = sql.join(
    sessions.map((session) => sql`${session.id}::uuid`),
    sql`, `,
  )
  return queryRows<WaitingRecipient>(
    tx,
    sql`select w.id as "entryId", w.schedule_id as "sessionId", w.customer_id as "customerId",
        u.email, up.first_name as "firstName",
        coalesce(nullif(trim(concat_ws(' ', up.first_name, up.last_name)), ''), u.name, 'A family')
          as "parentName",
        (select coalesce(json_agg(wc.first_name order by wc.first_name, wc.child_id), '[]'::json)
          from waitlist_children wc where wc.entry_id = w.id) as children,
        ${wantsMail(sql`w.customer_id`, 'announcements')} as "wantsMail"
      from waitlist_entries w
      join activity_schedules s on s.id = w.schedule_id
      left join bookings b on b.id = w.booking_id
      left join "user" u on u.id = w.customer_id
      left join user_profiles up on up.id = w.customer_id
      where w.schedule_id in (${ids}) and ${inLine('w', 'b', now)}
      order by s.starts_at, w.seq`,
  )
}
