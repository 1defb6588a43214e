import type { FastifyInstance } from 'fastify'
import { recordSharing } from '../children/index.ts'
import { queueDueRosters } from './provider-rosters.ts'
import { queueDueReminders } from './session-reminders.ts'

export const SESSION_REMINDERS_JOB = 'queue-session-reminders'
export const PROVIDER_ROSTERS_JOB = 'queue-provider-rosters'

/**
 * Two scheduled jobs, each run once a minute across every process. They only queue mail; the
 * outbox keys make a second run (or a second process) a no-op for anything already queued.
 */
export async function reminderJobs(app: FastifyInstance) {
  const context = () => ({
    db: app.database.db,
    ...app.notices,
    secret: app.config.authSecret ?? '',
    sharing: recordSharing(app.config),
  })
  app.jobs.define({
    name: SESSION_REMINDERS_JOB,
    schedule: '* * * * *',
    retryLimit: 0,
    run: async () => {
      await queueDueReminders(context())
    },
  })
  app.jobs.define({
    name: PROVIDER_ROSTERS_JOB,
    schedule: '* * * * *',
    retryLimit: 0,
    run: async () => {
      await queueDueRosters(context())
    },
  })
}
