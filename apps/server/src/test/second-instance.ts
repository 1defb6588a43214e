import { buildApp } from '../app.ts'
import { createDatabase } from '../db/client.ts'
import { createMemoryMailer } from '../infra/mail/index.ts'
import type { PaymentProvider } from '../infra/payments/index.ts'
import type { TestAppWithMail } from './app.ts'

/**
 * A second server on the first one's PostgreSQL database, with the same configuration and a
 * card processor of its own, as two instances behind a load balancer are. Close it before the
 * first: closing the first drops the database.
 */
export async function buildSecondInstance(
  first: TestAppWithMail,
  paymentProvider?: PaymentProvider,
) {
  if (!first.databaseUrl) throw new Error('A second instance needs the PostgreSQL suite.')
  const database = await createDatabase({ databaseUrl: first.databaseUrl, maxConnections: 20 })
  const app = await buildApp({
    config: first.config,
    database,
    mailer: createMemoryMailer(),
    paymentProvider,
  })
  app.addHook('onClose', () => database.close())
  await app.ready()
  return app
}
