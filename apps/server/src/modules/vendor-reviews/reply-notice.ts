import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import type { MailMessage, Notices } from '../../infra/mail/index.ts'

export function reviewReplyMail(options: {
  to: string
  firstName: string
  providerName: string
  activityTitle: string
  reply: string
  bookingsUrl: string
}): MailMessage {
  return {
    to: options.to,
    subject: `${options.providerName} replied to your review`,
    text: [
      `Hello ${options.firstName || 'there'},`,
      '',
      `${options.providerName} replied to your review of ${options.activityTitle}:`,
      '',
      `"${options.reply}"`,
      '',
      `You can see it with your bookings: ${options.bookingsUrl}`,
      '',
      'Thank you for sharing your experience!',
      'The Activities for Children team',
    ].join('\n'),
  }
}

type Facts = {
  email: string | null
  firstName: string | null
  providerName: string
  activityTitle: string
  reply: string | null
}

/** Queues the family's mail that their review was answered, in the reply's transaction. */
export async function queueReviewReplyNotice(
  options: Notices & { db: Database; reviewId: string },
) {
  const { db, outbox, publicUrl, reviewId } = options
  const [facts] = await queryRows<Facts>(
    db,
    sql`select u.email, up.first_name as "firstName", v.business_name as "providerName",
        a.title as "activityTitle", r.vendor_reply as reply
      from reviews r
      join activities a on a.id = r.activity_id
      join vendors v on v.id = a.vendor_id
      left join "user" u on u.id = r.customer_id
      left join user_profiles up on up.id = r.customer_id
      where r.id = ${reviewId}`,
  )
  // A family whose account is gone has nobody to tell.
  if (!facts?.email || facts.reply === null) return
  await outbox.add(db, {
    ...reviewReplyMail({
      to: facts.email,
      firstName: facts.firstName ?? '',
      providerName: facts.providerName,
      activityTitle: facts.activityTitle,
      reply: facts.reply,
      bookingsUrl: `${publicUrl}/bookings`,
    }),
    key: `review-reply:${reviewId}`,
    topic: 'transactional',
  })
}
