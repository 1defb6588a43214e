import { z } from 'zod'

/** Said wherever a person chooses their mail: these are never switched off. */
export const TRANSACTIONAL_MAIL_NOTE =
  'Booking confirmations, cancellations and security emails are always sent.'

export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not valid. Open the link from the email again, or choose your emails in your account settings.'

/** The optional mail a signed-in person chooses; everything transactional is always sent. */
export const notificationSettingsSchema = z.object({
  reminders: z.boolean(),
  announcements: z.boolean(),
  newsletter: z.boolean(),
  /** A mail when a child is checked in and out; left as saved when not sent. */
  attendance: z.boolean().optional(),
})
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>

export const notificationSettingsResponseSchema = notificationSettingsSchema.extend({
  /** Always true: the mail about bookings and the account itself cannot be turned off. */
  transactional: z.literal(true),
  attendance: z.boolean(),
})
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>

export const unsubscribeTopicSchema = z.enum([
  'reminders',
  'announcements',
  'newsletter',
  'attendance',
])
export type UnsubscribeTopic = z.infer<typeof unsubscribeTopicSchema>

export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(2000) })

/**
 * The body mail programs send (RFC 8058, as a form: `List-Unsubscribe=One-Click`) or our own
 * page's empty JSON object.
 */
export const unsubscribeBodySchema = z.object({
  'List-Unsubscribe': z.literal('One-Click').optional(),
})

/** What an unsubscribe link is about, with the mailbox masked: the link may have been forwarded. */
export const unsubscribeResponseSchema = z.object({
  topic: unsubscribeTopicSchema,
  email: z.string(),
  subscribed: z.boolean(),
})
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>
