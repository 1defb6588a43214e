import { UNSUBSCRIBE_LINK_INVALID, type UnsubscribeResponse } from '@afc/contracts'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { newsletterSubscribers, notificationSettings, user } from '../../db/schema/index.ts'
import { badRequest, notFound } from '../../lib/http-problem.ts'
import { readUnsubscribeToken, type UnsubscribeSubject } from './unsubscribe-token.ts'

export const UNSUBSCRIBE_ACCOUNT_GONE =
  'This link belongs to an account that has been deleted, so it gets no more emails.'

/** `maya@example.com` → `m***@example.com`: enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  return `${email.slice(0, 1)}***${email.slice(at)}`
}

function subjectOf(secret: string, token: string): UnsubscribeSubject {
  const subject = readUnsubscribeToken(secret, token)
  if (!subject) throw badRequest(UNSUBSCRIBE_LINK_INVALID)
  return subject
}

/** Account topics carry the account's id, so a later change of email keeps the link working. */
async function emailOf(db: Database, subject: UnsubscribeSubject): Promise<string> {
  if (subject.topic === 'newsletter') return subject.recipient.toLowerCase()
  const [account] = await db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, subject.recipient))
  if (!account) throw notFound(UNSUBSCRIBE_ACCOUNT_GONE)
  return account.email
}

async function isSubscribed(db: Database, subject: UnsubscribeSubject, email: string) {
  if (subject.topic === 'newsletter') {
    const rows = await db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
    return rows.length > 0
  }
  const [chosen] = await db
    .select({
      reminders: notificationSettings.reminders,
      announcements: notificationSettings.announcements,
      attendance: notificationSettings.attendance,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, subject.recipient))
  // With no row, the defaults: reminders and announcements on, the check-in notice off.
  return chosen?.[subject.topic] ?? subject.topic !== 'attendance'
}

/** What the link would turn off, for the page that asks before doing it. Changes nothing. */
export async function describeUnsubscribe(options: {
  db: Database
  secret: string
  token: string
}): Promise<UnsubscribeResponse> {
  const { db } = options
  const subject = subjectOf(options.secret, options.token)
  const email = await emailOf(db, subject)
  return {
    topic: subject.topic,
    email: maskEmail(email),
    subscribed: await isSubscribed(db, subject, email),
  }
}

/** Turns the link's topic off for the link's recipient only; a second time changes nothing. */
export async function unsubscribe(options: {
  db: Database
  secret: string
  token: string
}): Promise<UnsubscribeResponse> {
  const { db } = options
  const subject = subjectOf(options.secret, options.token)
  const email = await emailOf(db, subject)
  if (subject.topic === 'newsletter') {
    await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))
  } else {
    const off = { [subject.topic]: false }
    await db
      .insert(notificationSettings)
      .values({ userId: subject.recipient, ...off })
      .onConflictDoUpdate({
        target: notificationSettings.userId,
        set: { ...off, updatedAt: new Date() },
      })
  }
  return { topic: subject.topic, email: maskEmail(email), subscribed: false }
}
