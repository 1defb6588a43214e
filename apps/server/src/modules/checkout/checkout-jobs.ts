import type { FastifyInstance } from 'fastify'
import { expireLapsedHolds } from './hold-expiry.ts'
import { HANDLE_PAYMENT_EVENT_JOB, handlePaymentEvent } from './payment-events.ts'

export const EXPIRE_HOLDS_JOB = 'expire-holds'

/**
 * Handling the processor's events, and tidying lapsed holds once a minute. Neither decides
 * who has a place: a hold stops taking places at its time, whether or not these have run.
 */
export async function checkoutJobs(app: FastifyInstance) {
  const context = () => ({
    db: app.database.db,
    jobs: app.jobs,
    outbox: app.outbox,
    publicUrl: app.config.publicUrl,
    holdMinutes: app.config.payments.checkoutHoldMinutes,
  })
  app.jobs.define<{ eventId: string }>({
    name: HANDLE_PAYMENT_EVENT_JOB,
    retryLimit: 8,
    concurrency: 4,
    run: async ({ data }) => handlePaymentEvent({ ...context(), eventId: data.eventId }),
  })
  app.jobs.define({
    name: EXPIRE_HOLDS_JOB,
    schedule: '* * * * *',
    retryLimit: 0,
    run: async () => {
      await expireLapsedHolds(context())
    },
  })
}
