import type { NotificationSettings, NotificationSettingsResponse } from '@afc/contracts'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { newsletterSubscribers, notificationSettings } from '../../db/schema/index.ts'

/** The account's own choices and whether its sign-in email is on the newsletter list. */
export async function getNotificationSettings(options: {
  db: Database
  userId: string
  email: string
}): Promise<NotificationSettingsResponse> {
  const { db, userId, email } = options
  const [[chosen], [subscriber]] = await Promise.all([
    db
      .select({
        reminders: notificationSettings.reminders,
        announcements: notificationSettings.announcements,
        attendance: notificationSettings.attendance,
      })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId)),
    db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email.toLowerCase())),
  ])
  return {
    reminders: chosen?.reminders ?? true,
    announcements: chosen?.announcements ?? true,
    newsletter: subscriber !== undefined,
    transactional: true,
    attendance: chosen?.attendance ?? false,
  }
}

/**
 * The newsletter is the same list the footer form fills, so turning it on here and signing up
 * there are one subscription, and turning it off here ends both.
 */
export async function saveNotificationSettings(options: {
  db: Database
  userId: string
  email: string
  input: NotificationSettings
}): Promise<NotificationSettingsResponse> {
  const { db, userId, input } = options
  const email = options.email.toLowerCase()
  await db.transaction(async (tx) => {
    const choices = {
      reminders: input.reminders,
      announcements: input.announcements,
      ...(input.attendance === undefined ? {} : { attendance: input.attendance }),
    }
    await tx
      .insert(notificationSettings)
      .values({ userId, ...choices })
      .onConflictDoUpdate({
        target: notificationSettings.userId,
        set: { ...choices, updatedAt: new Date() },
      })
    if (input.newsletter) {
      await tx
        .insert(newsletterSubscribers)
        .values({ email })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
    } else {
      await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))
    }
  })
  return getNotificationSettings({ db, userId, email })
}
