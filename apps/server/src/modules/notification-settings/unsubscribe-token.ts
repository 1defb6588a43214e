import { createHmac, timingSafeEqual } from 'node:crypto'
import type { MailTopic } from '../../db/schema/index.ts'

/** The mails a reader can turn off, each from its own one-click link. */
export type OptionalTopic = Exclude<MailTopic, 'transactional'>
const OPTIONAL_TOPICS: readonly OptionalTopic[] = [
  'reminders',
  'announcements',
  'newsletter',
  'attendance',
]

/** Who is unsubscribing: an account, or for the newsletter a mailbox that may have none. */
export type UnsubscribeSubject = { topic: OptionalTopic; recipient: string }

function signature(secret: string, subject: UnsubscribeSubject): string {
  return createHmac('sha256', secret)
    .update(`unsubscribe:${subject.topic}:${subject.recipient}`)
    .digest('base64url')
    .slice(0, 32)
}

/**
 * A token that works without signing in and cannot be made for anybody else: it carries the
 * topic and the recipient, signed with the server's secret. It never expires, because a mail
 * read a year later must still unsubscribe its reader.
 */
export function unsubscribeToken(secret: string, subject: UnsubscribeSubject): string {
  const payload = Buffer.from(`${subject.topic}:${subject.recipient}`).toString('base64url')
  return `${payload}.${signature(secret, subject)}`
}

export function readUnsubscribeToken(secret: string, token: string): UnsubscribeSubject | null {
  const [payload, given] = token.split('.')
  if (!payload || !given) return null
  const decoded = Buffer.from(payload, 'base64url').toString()
  const colon = decoded.indexOf(':')
  const topic = decoded.slice(0, colon) as OptionalTopic
  const recipient = decoded.slice(colon + 1)
  if (colon < 1 || !recipient || !OPTIONAL_TOPICS.includes(topic)) return null
  const expected = Buffer.from(signature(secret, { topic, recipient }))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  return { topic, recipient }
}

/**
 * Where a mail's reader unsubscribes: `oneClick` takes the RFC 8058 POST that mail programs send
 * (the List-Unsubscribe header), `page` is the link in the text, a page that asks first.
 */
export function unsubscribeLinks(options: {
  publicUrl: string
  secret: string
  subject: UnsubscribeSubject
}): { oneClick: string; page: string } {
  const token = encodeURIComponent(unsubscribeToken(options.secret, options.subject))
  return {
    oneClick: `${options.publicUrl}/api/unsubscribe?token=${token}`,
    page: `${options.publicUrl}/unsubscribe?token=${token}`,
  }
}
