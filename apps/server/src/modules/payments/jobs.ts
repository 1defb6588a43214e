import type { FastifyInstance } from 'fastify'
import { HANDLE_PAYMENT_EVENT_JOB, handlePaymentEvent } from './events/payment-events.ts'
import { SEND_REFUND_JOB } from './ledger/ledger.ts'
import { sendRefund } from './ledger/send-refund.ts'
import { CHARGE_PLAN_PAYMENTS_JOB, chargeDuePlanPayments } from './plans/charge-due.ts'

/**
 * Charging plans' payments on their dates (and cancelling those left unpaid past their grace),
 * sending each refund the ledger recorded to the processor, and handling the processor's events.
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
}
