import { z } from 'zod'
import { multiLineText, singleLineText } from './text.ts'

export const NEWSLETTER_EMPTY_EMAIL = 'Please enter your email address.'
export const NEWSLETTER_SUBSCRIBED = "You've been subscribed to our newsletter."

export const newsletterSubscriptionSchema = z.object({
  email: singleLineText({ error: NEWSLETTER_EMPTY_EMAIL })
    .min(1, { error: NEWSLETTER_EMPTY_EMAIL })
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email address' })),
})

export const newsletterResponseSchema = z.object({ message: z.string() })

export const contactMessageSchema = z.object({
  name: singleLineText({ error: 'Please tell us your name' })
    .min(1, { error: 'Please tell us your name' })
    .max(100),
  email: singleLineText()
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  subject: singleLineText().max(150).optional(),
  message: multiLineText({ error: 'Please write a message of at least 10 characters' })
    .min(10, { error: 'Please write a message of at least 10 characters' })
    .max(5000, { error: 'Please keep your message under 5000 characters' }),
})
export type ContactMessageInput = z.input<typeof contactMessageSchema>

export const favoritesResponseSchema = z.object({ activityIds: z.array(z.uuid()) })
