import type { FastifyInstance } from 'fastify'
import { HANDLE_PAYMENT_EVENT_JOB, handlePaymentEvent } from './events/payment-events.ts'
import { SEND_REFUND_JOB } from './ledger/ledger.ts'
import { SEND_PLATFORM_TRANSFERS_JOB, sendPlatformTransfers } from './ledger/platform-transfers.ts'
import { sendRefund } from './ledger/send-refund.ts'

/**
 * Sending each refund the ledger recorded to the processor, and what the platform owes providers
 * for its codes, and handling the processor's events.
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
        eventId: data.eventId,
      }),
  })
}
