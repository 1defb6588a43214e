import type { Announcement } from '@afc/contracts'
import type { Database } from '../../db/client.ts'
import { fromJson } from '../../db/query-rows.ts'
import { announcementRecipients, announcements } from '../../db/schema/index.ts'
import type { NoticesWithUnsubscribe } from '../../infra/mail/index.ts'
import { conflict } from '../../lib/http-problem.ts'
import { unsubscribeLinks } from '../notification-settings/index.ts'
import { announcementMail } from './announcement-mail.ts'
import {
  type AnnouncementTarget,
  activeRecipients,
  assertUnderDailyLimit,
  type LockedSession,
  lockTargetSessions,
  type Recipient,
} from './announcement-targets.ts'
import { waitingRecipients } from './waiting-recipients.ts'

const NOBODY_BOOKED = {
  session: 'Nobody is booked into this session yet, so there is nobody to write to.',
  activity:
    'Nobody is booked into the upcoming sessions of this activity yet, so there is nobody to write to.',
}
const NOBODY_BOOKED_OR_WAITING = {
  session:
    'Nobody is booked into this session or waiting for a place yet, so there is nobody to write to.',
  activity:
    'Nobody is booked into the upcoming sessions of this activity or waiting for a place yet, so there is nobody to write to.',
}

/** One mail to write: to a booked family, or (when asked) to a family waiting for a place. */
type Mailable = {
  key: string
  sessionId: string
  customerId: string | null
  email: string | null
  firstName: string | null
  wantsMail: boolean
}

const firstNames = (children: Recipient['children']): string[] => fromJson(children)

/**
 * Sends a provider's message to every family booked into a session, or into every upcoming
 * session of an activity, and, when asked, to the families waiting for a place in them. One
 * transaction locks the sessions, checks the daily limit, stores the message and the bookings it
 * reached, and queues a mail to each family that wants such mail (one per family).
 */
export async function sendAnnouncement(options: {
  db: Database
  notices: NoticesWithUnsubscribe
  vendorId: string
  authorId: string
  target: AnnouncementTarget
  message: string
  includeWaiting?: boolean
  now?: Date
}): Promise<Announcement> {
  const { db, notices, vendorId, authorId, target, message, now = new Date() } = options
  return db.transaction(async (tx) => {
    const sessions = await lockTargetSessions({ tx, vendorId, target, now })
    await assertUnderDailyLimit({ tx, sessions, now })
    const recipients = await activeRecipients(tx, sessions)
    const waiting = options.includeWaiting ? await waitingRecipients({ tx, sessions, now }) : []
    if (recipients.length === 0 && waiting.length === 0) {
      throw conflict(
        (options.includeWaiting ? NOBODY_BOOKED_OR_WAITING : NOBODY_BOOKED)[target.kind],
      )
    }
    const first = sessions[0] as LockedSession
    const [stored] = await tx
      .insert(announcements)
      .values({
        vendorId,
        activityId: first.activityId,
        scheduleId: target.kind === 'session' ? first.id : null,
        message,
        authorId,
        // The clock the daily limit counts by, rather than the database's.
        createdAt: now,
      })
      .returning()
    if (!stored) throw new Error('The announcement was not stored')
    const reached = recipients.map((recipient) => ({
      bookingId: recipient.bookingId,
      parentName: recipient.parentName,
      children: firstNames(recipient.children),
      mailed: recipient.wantsMail && recipient.email !== null,
    }))
    if (reached.length > 0) {
      await tx.insert(announcementRecipients).values(
        reached.map((recipient) => ({
          announcementId: stored.id,
          bookingId: recipient.bookingId,
          mailed: recipient.mailed,
        })),
      )
    }
    const mailables: Mailable[] = [
      ...recipients.map((recipient) => ({ ...recipient, key: recipient.bookingId })),
      ...waiting.map((recipient) => ({ ...recipient, key: `waitlist:${recipient.entryId}` })),
    ]
    const sessionsById = new Map(sessions.map((session) => [session.id, session]))
    // A family booked into several of the sessions, or booked and waiting, gets one mail, about
    // the soonest session it is booked into.
    const mailedFamilies = new Set<string>()
    for (const recipient of mailables) {
      if (!recipient.wantsMail || !recipient.email || !recipient.customerId) continue
      if (mailedFamilies.has(recipient.customerId)) continue
      mailedFamilies.add(recipient.customerId)
      const session = sessionsById.get(recipient.sessionId) ?? first
      const unsubscribe = unsubscribeLinks({
        publicUrl: notices.publicUrl,
        secret: notices.unsubscribeSecret(),
        subject: { topic: 'announcements', recipient: recipient.customerId },
      })
      await notices.outbox.add(tx, {
        ...announcementMail({
          to: recipient.email,
          firstName: recipient.firstName ?? '',
          providerName: session.providerName,
          activityTitle: session.activityTitle,
          startsAt: new Date(session.startsAt),
          timeZone: session.timeZone,
          message,
          bookingsUrl: `${notices.publicUrl}/bookings`,
          unsubscribeUrl: unsubscribe.page,
        }),
        key: `announcement:${stored.id}:${recipient.key}`,
        topic: 'announcements',
        userId: recipient.customerId,
        unsubscribeUrl: unsubscribe.oneClick,
      })
    }
    return {
      id: stored.id,
      message: stored.message,
      createdAt: stored.createdAt.toISOString(),
      scheduleId: stored.scheduleId,
      reached,
      waiting: waiting.map((recipient) => ({
        entryId: recipient.entryId,
        parentName: recipient.parentName,
        children: firstNames(recipient.children),
        mailed: recipient.wantsMail && recipient.email !== null,
      })),
    }
  })
}
