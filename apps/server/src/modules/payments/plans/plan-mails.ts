import { formatRevenue } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { queryRows } from '../../../db/query-rows.ts'
import type { Notices } from '../../../infra/mail/index.ts'
import { formatInZone } from '../../../lib/zoned-time.ts'

type PlanFacts = {
  customerId: string | null
  familyEmail: string | null
  firstName: string | null
  providerEmail: string | null
  providerName: string
  activityTitle: string
  timeZone: string
}

async function planFacts(db: Database, bookingId: string) {
  const [facts] = await queryRows<PlanFacts>(
    db,
    sql`select b.customer_id as "customerId", u.email as "familyEmail",
        up.first_name as "firstName", coalesce(v.notification_email, vu.email) as "providerEmail",
        v.business_name as "providerName", a.title as "activityTitle",
        coalesce(l.time_zone, 'UTC') as "timeZone"
      from bookings b
      join activities a on a.id = b.activity_id
      join vendors v on v.id = a.vendor_id
      left join "user" vu on vu.id = v.user_id
      left join vendor_locations l on l.id = a.location_id
      left join "user" u on u.id = b.customer_id
      left join user_profiles up on up.id = b.customer_id
      where b.id = ${bookingId}`,
  )
  return facts
}

/** Where the family pays a plan's payment due with a card of their choice. */
export const payNowUrl = (publicUrl: string, bookingId: string) =>
  `${publicUrl}/bookings/${bookingId}/pay`

type Step =
  | {
      kind: 'failed' | 'requires_action'
      amountCents: number
      attempt: number
      cancelsOn: Date
      message: string
    }
  | { kind: 'cancelled'; refundCents: number; keptCents: number }

function familyText(step: Step, facts: PlanFacts, link: string) {
  if (step.kind === 'cancelled') {
    return [
      `Your booking of ${facts.activityTitle} is cancelled: a payment of its plan was not made in time.`,
      step.refundCents > 0
        ? `${formatRevenue(step.refundCents)} is refunded to your card.`
        : 'Nothing is refunded.',
      step.keptCents > 0
        ? `${facts.providerName} keeps ${formatRevenue(step.keptCents)}, as its plan says.`
        : '',
    ]
  }
  const why =
    step.kind === 'requires_action'
      ? 'Your bank asks you to confirm it.'
      : `Your card was refused: ${step.message}`
  return [
    `We could not take the payment of ${formatRevenue(step.amountCents)} for ${facts.activityTitle}. ${why}`,
    `Pay it now, with this card or another: ${link}`,
    `We will try again in a few days. If it is still unpaid on ${formatInZone(step.cancelsOn, facts.timeZone)}, the booking is cancelled.`,
  ]
}

/**
 * Tells the family and the provider of a step of a plan's missed payment (a refused charge, a
 * charge the bank wants confirmed, or the booking cancelled), in the caller's transaction.
 */
export async function queuePlanNotices(
  options: Notices & { db: Database; bookingId: string; key: string; step: Step },
) {
  const { db, outbox, publicUrl, bookingId, key, step } = options
  const facts = await planFacts(db, bookingId)
  if (!facts) return
  const link = payNowUrl(publicUrl, bookingId)
  const subject =
    step.kind === 'cancelled'
      ? `Booking cancelled: ${facts.activityTitle}`
      : `Payment due: ${facts.activityTitle}`
  if (facts.familyEmail) {
    await outbox.add(db, {
      to: facts.familyEmail,
      subject,
      text: [`Hello ${facts.firstName || 'there'},`, '', ...familyText(step, facts, link)]
        .filter((line) => line !== undefined)
        .join('\n'),
      key: `plan-${key}:family`,
      topic: 'transactional',
      userId: facts.customerId,
    })
  }
  if (facts.providerEmail) {
    const what =
      step.kind === 'cancelled'
        ? `A booking of ${facts.activityTitle} is cancelled because a payment of its plan was not made in time. ${formatRevenue(step.keptCents)} is kept, ${formatRevenue(step.refundCents)} refunded.`
        : `A payment of ${formatRevenue(step.amountCents)} for a booking of ${facts.activityTitle} did not go through (attempt ${step.attempt}). The family has been asked to pay it.`
    await outbox.add(db, {
      to: facts.providerEmail,
      subject: `${subject} (plan payment)`,
      text: [`Hello ${facts.providerName},`, '', what].join('\n'),
      key: `plan-${key}:provider`,
      topic: 'transactional',
    })
  }
}
