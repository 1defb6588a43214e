import type { Database } from '../../db/client.ts'
import type { NoticesWithUnsubscribe } from '../../infra/mail/index.ts'
import { unsubscribeLinks } from '../notification-settings/index.ts'
import type { SessionChild } from './session-child.ts'

/**
 * The parent's notice of a check-in or check-out, queued in the action's transaction when the
 * parent turned it on. The action's id names the mail, so an action never mails twice.
 */
export async function queueAttendanceMail(options: {
  tx: Database
  notices: NoticesWithUnsubscribe
  child: SessionChild
  actionId: string
  kind: 'check_in' | 'check_out'
  at: Date
  collectedBy: string | null
  byName: string
}): Promise<void> {
  const { tx, notices, child, actionId, kind, at, collectedBy, byName } = options
  if (!child.wantsMail || !child.parentEmail || !child.parentId) return
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: child.timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(at)
  const what =
    kind === 'check_in'
      ? `${child.firstName} was checked in at ${child.activityTitle} at ${time} by ${byName}.`
      : `${child.firstName} was checked out of ${child.activityTitle} at ${time} by ${byName}, collected by ${collectedBy}.`
  const links = unsubscribeLinks({
    publicUrl: notices.publicUrl,
    secret: notices.unsubscribeSecret(),
    subject: { topic: 'attendance', recipient: child.parentId },
  })
  await notices.outbox.add(tx, {
    key: `attendance:${actionId}`,
    to: child.parentEmail,
    userId: child.parentId,
    topic: 'attendance',
    unsubscribeUrl: links.oneClick,
    subject:
      kind === 'check_in'
        ? `${child.firstName} has arrived at ${child.activityTitle}`
        : `${child.firstName} has been collected from ${child.activityTitle}`,
    text: `${what}\n\nYou get this notice because you turned it on in your notification settings. To stop these notices, unsubscribe here: ${links.page}\n`,
  })
}
