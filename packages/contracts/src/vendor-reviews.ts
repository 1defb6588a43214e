import { z } from 'zod'
import { adminPageQuerySchema, adminPageSchema } from './admin.ts'
import { providerReplySchema } from './bookings.ts'
import { multiLineText } from './text.ts'

export const REVIEW_REPLY_MAX_LENGTH = 1000

/** The Reply form and the body of POST /api/vendor/reviews/:id/reply: providers reply once. */
export const reviewReplySchema = z.object({
  reply: multiLineText({ error: 'Please write a reply.' })
    .min(1, { error: 'Please write a reply.' })
    .max(REVIEW_REPLY_MAX_LENGTH, { error: 'Keep your reply under 1000 characters.' }),
})
export type ReviewReplyInput = z.input<typeof reviewReplySchema>

/** `?activityId=&page=`: the provider's reviews, one activity or all, a page at a time. */
export const vendorReviewListQuerySchema = adminPageQuerySchema.extend({
  activityId: z.uuid({ error: 'Choose one of your activities' }).optional(),
})
export type VendorReviewListQuery = z.input<typeof vendorReviewListQuerySchema>

/** A review of one of the provider's activities; the author is shown by first name only. */
export const vendorReviewSchema = z.object({
  id: z.uuid(),
  activity: z.object({ id: z.uuid(), title: z.string() }),
  rating: z.number().int(),
  comment: z.string().nullable(),
  /** 'A parent' once the account is gone or has no first name. */
  authorFirstName: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Hidden by an admin: out of the public rating, still shown to the provider. */
  isHidden: z.boolean(),
  reply: providerReplySchema.nullable(),
})
export type VendorReview = z.infer<typeof vendorReviewSchema>
export const vendorReviewPageSchema = adminPageSchema(vendorReviewSchema)
export type VendorReviewPage = z.infer<typeof vendorReviewPageSchema>
