import type { FastifyInstance } from 'fastify'
import { refreshPassedNextSessions } from './next-sessions.ts'

export const REFRESH_NEXT_SESSIONS_JOB = 'refresh-next-sessions'

/**
 * Moves the activities' stored next sessions on once a minute, as one scheduled job across every
 * process, so 'soonest first' never ranks an activity by a session more than a minute in the past.
 */
export function keepNextSessionsCurrent(app: FastifyInstance) {
  app.jobs.define({
    name: REFRESH_NEXT_SESSIONS_JOB,
    schedule: '* * * * *',
    // The next minute's run is the retry.
    retryLimit: 0,
    run: async () => {
      await refreshPassedNextSessions({ db: app.database.db })
    },
  })
}
