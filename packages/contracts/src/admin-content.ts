import { z } from 'zod'
import {
  adminPageQuerySchema,
  adminPageSchema,
  adminSearchSchema,
  queryBooleanSchema,
} from './admin.ts'

export const newsletterListQuerySchema = adminPageQuerySchema.extend({ q: adminSearchSchema })

export const newsletterSubscriberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  subscribedAt: z.iso.datetime({ offset: true }),
})
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>
export const newsletterSubscriberPageSchema = adminPageSchema(newsletterSubscriberSchema)

export const contactMessageListQuerySchema = adminPageQuerySchema.extend({
  isRead: queryBooleanSchema.optional(),
})

export const adminContactMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  isRead: z.boolean(),
  receivedAt: z.iso.datetime({ offset: true }),
})
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>
export const adminContactMessagePageSchema = adminPageSchema(adminContactMessageSchema).extend({
  /** Unread messages in the whole inbox, whatever the filter. */
  unreadCount: z.number().int(),
})

export const contactMessageReadSchema = z.object({
  isRead: z.boolean({ error: 'Say whether the message is read' }),
})

export const reviewListQuerySchema = adminPageQuerySchema.extend({
  hidden: queryBooleanSchema.optional(),
})

export const adminReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  isHidden: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  customerName: z.string(),
  activity: z.object({ id: z.uuid(), title: z.string() }),
  vendor: z.object({ id: z.uuid(), businessName: z.string() }),
})
export type AdminReview = z.infer<typeof adminReviewSchema>
export const adminReviewPageSchema = adminPageSchema(adminReviewSchema)

/** Hidden reviews leave the public rating and review count. */
export const reviewVisibilitySchema = z.object({
  hidden: z.boolean({ error: 'Say whether the review is hidden' }),
})
