import type { FastifyInstance } from 'fastify'
import { refundUnchosen } from './credit/refund-choice-service.ts'
import { HANDLE_PAYMENT_EVENT_JOB, handlePaymentEvent } from './events/payment-events.ts'
import { SEND_REFUND_JOB } from './ledger/ledger.ts'
import { SEND_PLATFORM_TRANSFERS_JOB, sendPlatformTransfers } from './ledger/platform-transfers.ts'
import { sendRefund } from './ledger/send-refund.ts'
import { CHARGE_PLAN_PAYMENTS_JOB, chargeDuePlanPayments } from './plans/charge-due.ts'

export const REFUND_UNCHOSEN_JOB = 'refund-unchosen'

/**
 * Charging plans' payments on their dates (and cancelling those left unpaid past their grace),
 * sending each refund the ledger recorded to the processor and what the platform owes providers
 * for its codes and credit, handling the processor's events, and refunding to the card the
 * refund-or-credit choices left unmade past their time.
 * Neither decides who has a place: a hold stops taking places at its time, whether or not these
 * have run.
 */
export async function paymentJobs(app: FastifyInstance) {
  app.jobs.define<{ ledgerEntryId: string }>({
    name: SEND_REFUND_JOB,
    retryLimit: 8,
    run: async ({ data }) =>
      sendRefund({
        db: app.database.db,
        payments: app.payments,
        ledgerEntryId: data.ledgerEntryId,
      }),
  })
  app.jobs.define({
    name: SEND_PLATFORM_TRANSFERS_JOB,
    schedule: '* * * * *',
    // A run that fails is run again a minute later, from the rows.
    retryLimit: 0,
    run: async () => {
      await sendPlatformTransfers({ db: app.database.db, payments: app.payments })
    },
  })
  app.jobs.define({
    name: CHARGE_PLAN_PAYMENTS_JOB,
    schedule: '* * * * *',
    run: async () =>
      chargeDuePlanPayments({
        db: app.database.db,
        jobs: app.jobs,
        payments: app.payments,
        ...app.notices,
        graceDays: app.config.payments.planGraceDays,
        now: new Date(),
      }),
  })
  app.jobs.define<{ eventId: string }>({
    name: HANDLE_PAYMENT_EVENT_JOB,
    retryLimit: 8,
    concurrency: 4,
    run: async ({ data }) =>
      handlePaymentEvent({
        db: app.database.db,
        jobs: app.jobs,
        ...app.notices,
        holdMinutes: app.config.payments.checkoutHoldMinutes,
        graceDays: app.config.payments.planGraceDays,
        eventId: data.eventId,
      }),
  })
  app.jobs.define({
    name: REFUND_UNCHOSEN_JOB,
    schedule: '*/15 * * * *',
    retryLimit: 0,
    run: async () => {
      await refundUnchosen({ db: app.database.db, jobs: app.jobs })
    },
  })
}
