import type { FastifyInstance } from 'fastify'
import { expireHolds } from './booking-holds.ts'

export const EXPIRE_HOLDS_JOB = 'expire-holds'

/**
 * Expires the holds whose time is up once a minute, in a transaction of its own, and tells each
 * family. It decides nothing: a hold stops taking places at its time, whether or not this has run.
 */
export async function holdJobs(app: FastifyInstance) {
  app.jobs.define({
    name: EXPIRE_HOLDS_JOB,
    schedule: '* * * * *',
    retryLimit: 0,
    run: async () => {
      await app.database.db.transaction((tx) =>
        expireHolds({
          db: tx,
          jobs: app.jobs,
          ...app.notices,
          holdMinutes: app.config.payments.checkoutHoldMinutes,
        }),
      )
    },
  })
}
