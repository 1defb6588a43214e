import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createJobQueue, type JobQueue } from '../infra/jobs/index.ts'
import {
  createMailer,
  createOutbox,
  defineSendMailJob,
  type Mailer,
  type Notices,
  type Outbox,
} from '../infra/mail/index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue
    outbox: Outbox
    notices: Notices
  }
}

/**
 * The job queue and the mail outbox, before the modules: they define their jobs while they
 * register, and the queue starts once the app is ready (working through jobs only where
 * RUN_JOBS allows), and stops before the database closes.
 */
export const jobs = fp(
  async (app: FastifyInstance, options: { mailer?: Mailer | undefined }) => {
    const queue = createJobQueue({
      database: app.database,
      logger: app.log,
      runJobs: app.config.runJobs,
      timeoutSeconds: app.config.jobTimeoutSeconds,
      retryDelaySeconds: app.config.jobRetryDelaySeconds,
    })
    app.decorate('jobs', queue)
    const outbox = createOutbox({ jobs: queue })
    app.decorate('outbox', outbox)
    app.decorate('notices', { outbox, publicUrl: app.config.publicUrl })
    defineSendMailJob({
      jobs: queue,
      db: app.database.db,
      mailer: options.mailer ?? (await createMailer({ config: app.config, logger: app.log })),
      publicUrl: app.config.publicUrl,
    })
    app.addHook('onReady', () => queue.start())
    app.addHook('onClose', () => queue.stop())
  },
  { name: 'jobs' },
)
