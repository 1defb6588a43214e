import type { FastifyInstance } from 'fastify'
import { decideDueRuns } from './due-runs.ts'

export const RUN_DECISIONS_JOB = 'decide-due-runs'

/**
 * Once a minute across every process: decides each term and single session whose decision time
 * has come. Safe to run twice and in two processes at once: each decision locks its row and
 * finds it decided.
 */
export async function runDecisionJobs(app: FastifyInstance) {
  app.jobs.define({
    name: RUN_DECISIONS_JOB,
    schedule: '* * * * *',
    retryLimit: 0,
    run: async () => {
      await decideDueRuns({ db: app.database.db, jobs: app.jobs, ...app.notices, log: app.log })
    },
  })
}
