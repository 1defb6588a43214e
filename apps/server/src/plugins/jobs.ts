import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { dataKeyring } from '../config/secret.ts'
import { createJobQueue, type JobQueue } from '../infra/jobs/index.ts'
import {
  createMailer,
  createOutbox,
  defineSendMailJob,
  type Mailer,
  type NoticesWithUnsubscribe,
  type Outbox,
} from '../infra/mail/index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue
    outbox: Outbox
    notices: NoticesWithUnsubscribe
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
    // Read on first use: only mail naming a child's medical details needs the key.
    const keyring = () => dataKeyring(app.config)
    const outbox = createOutbox({ jobs: queue, keyring })
    app.decorate('outbox', outbox)
    app.decorate('notices', {
      outbox,
      publicUrl: app.config.publicUrl,
      unsubscribeSecret: () => {
        if (!app.config.authSecret) throw new Error('AUTH_SECRET is not set')
        return app.config.authSecret
      },
    })
    defineSendMailJob({
      jobs: queue,
      db: app.database.db,
      mailer: options.mailer ?? (await createMailer({ config: app.config, logger: app.log })),
      publicUrl: app.config.publicUrl,
      keyring,
    })
    app.addHook('onReady', () => queue.start())
    app.addHook('onClose', () => queue.stop())
  },
  { name: 'jobs' },
)
