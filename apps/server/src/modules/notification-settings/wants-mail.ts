import { type SQL, sql } from 'drizzle-orm'

/** Account-level topics; the newsletter is a list of mailboxes of its own. */
export type AccountTopic = 'reminders' | 'announcements'

/**
 * True unless the account has turned this topic off: a person who never opened their settings
 * gets the defaults. For use inside a query that has the account's id at hand.
 */
export function wantsMail(userId: SQL, topic: AccountTopic): SQL {
  const column = topic === 'reminders' ? sql.raw('ns.reminders') : sql.raw('ns.announcements')
  return sql`coalesce((select ${column} from notification_settings ns where ns.user_id = ${userId}), true)`
}

/** True only once the parent has turned on the check-in and check-out notice. */
export function wantsAttendanceMail(userId: SQL): SQL {
  return sql`coalesce((select ns.attendance from notification_settings ns where ns.user_id = ${userId}), false)`
}
