import { type AdminRefundResult, formatRevenue, type PaymentStatus } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import type { JobQueue } from '../../infra/jobs/index.ts'
import type { Notices } from '../../infra/mail/index.ts'
import { conflict, notFound } from '../../lib/http-problem.ts'
import { formatInZone } from '../../lib/zoned-time.ts'
import { refundBooking as refundToFamily } from '../bookings/index.ts'
import { paymentStatusOf } from '../payments/ledger/index.ts'
import type { AdminActor, Transaction } from './admin-actor.ts'
import { bookingRefundedMail } from './admin-mails.ts'
import { recordAdminAction } from './audit-log.ts'
import { getPlatformSettings } from './settings-service.ts'

type RefundedBooking = {
  id: string
  status: string
  paidAmountCents: number
  refundedAmountCents: number
  paymentStatus: PaymentStatus
  customerId: string | null
  email: string | null
  activityTitle: string
  startsAt: Date | string
  timeZone: string
}

/** The booking row locked, as the ledger locks it: refunds of one booking go one at a time. */
async function lockBooking(tx: Transaction, bookingId: string) {
  const [booking] = await queryRows<RefundedBooking>(
    tx,
    sql`select b.id, b.status, b.paid_amount_cents as "paidAmountCents",
        b.refunded_amount_cents as "refundedAmountCents", b.payment_status as "paymentStatus",
        b.customer_id as "customerId", u.email, a.title as "activityTitle",
        s.starts_at as "startsAt", coalesce(l.time_zone, 'UTC') as "timeZone"
      from bookings b
      join activities a on a.id = b.activity_id
      join activity_schedules s on s.id = b.schedule_id
      left join vendor_locations l on l.id = a.location_id
      left join "user" u on u.id = b.customer_id
      where b.id = ${bookingId}
      for update of b`,
  )
  if (!booking) throw notFound('This booking does not exist.')
  return booking
}

/**
 * Gives a family back part or all of what they paid, without touching the booking itself: the
 * ledger rows, the audit entry and the family's mail commit together, and the processor is
 * asked by the ledger's job afterwards.
 */
export async function refundBooking(options: {
  db: Database
  jobs: JobQueue
  notices: Notices
  actor: AdminActor
  bookingId: string
  input: { amountCents?: number | undefined; reason: string }
}): Promise<AdminRefundResult> {
  const { db, jobs, notices, actor, bookingId, input } = options
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId)
    const before = {
      paidAmountCents: Number(booking.paidAmountCents),
      refundedAmountCents: Number(booking.refundedAmountCents),
      paymentStatus: booking.paymentStatus,
    }
    if (before.paidAmountCents === 0) {
      throw conflict('Nothing was paid for this booking, so there is nothing to refund.')
    }
    if (before.refundedAmountCents >= before.paidAmountCents) {
      throw conflict('This booking is already refunded in full.')
    }
    const amount = await refundToFamily({
      db: tx,
      jobs,
      bookingId,
      amountCents: input.amountCents,
      reason: input.reason,
      createdBy: actor.userId,
    })
    const refundedAmountCents = before.refundedAmountCents + amount
    const after = {
      paidAmountCents: before.paidAmountCents,
      refundedAmountCents,
      paymentStatus: paymentStatusOf({ ...booking, ...before, refundedAmountCents }),
    }
    const auditEntryId = await recordAdminAction({
      tx,
      actor,
      action: 'booking.refund',
      targetType: 'booking',
      targetId: bookingId,
      before,
      after: { ...after, refundedNowCents: amount, reason: input.reason },
    })
    if (booking.email) {
      const { supportEmail } = await getPlatformSettings({ db: tx })
      const mail = bookingRefundedMail({
        to: booking.email,
        publicUrl: notices.publicUrl,
        supportEmail,
        amount: formatRevenue(amount),
        activityTitle: booking.activityTitle,
        when: formatInZone(new Date(booking.startsAt), booking.timeZone),
        reason: input.reason,
      })
      await notices.outbox.add(tx, {
        ...mail,
        key: `admin-refund:${auditEntryId}`,
        topic: 'transactional',
        userId: booking.customerId,
      })
    }
    return { bookingId, refundedNowCents: amount, ...after }
  })
}
