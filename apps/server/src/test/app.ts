import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type BuildAppOptions, buildApp } from '../app.ts'
import { type Config, loadConfig } from '../config/env.ts'
import { createMemoryMailer, type Mailer, type MailMessage } from '../infra/mail/index.ts'
import type { PaymentProvider } from '../infra/payments/index.ts'
import { createTestDatabase, type TestDatabaseOptions } from './database.ts'
import { quickPasswords } from './quick-passwords.ts'

/** The key test apps seal children's records with; a test of rotation brings its own. */
export const TEST_DATA_KEY = Buffer.alloc(32, 1).toString('base64')

/**
 * The real application on a fresh database, for `app.inject` tests. Close it in afterAll:
 * closing the app also closes (and on PostgreSQL drops) its database.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  /** Extra routes for tests of shared hooks, registered before the app is ready. */
  register?: (app: Awaited<ReturnType<typeof buildApp>>) => void,
  databaseOptions: TestDatabaseOptions = {},
  /** Receives the log as JSON lines (give `logLevel` in overrides, tests are silent otherwise). */
  logStream?: BuildAppOptions['logStream'],
  /** Where mail goes; a test of failing delivery passes one that throws until told not to. */
  mailer: Mailer & { sent: MailMessage[] } = createMemoryMailer(),
  /** The card processor; the offline test processor unless a test passes Stripe's adapter. */
  paymentProvider?: PaymentProvider,
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'afc-test-'))
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'x'.repeat(32),
      DATA_ENCRYPTION_KEY: TEST_DATA_KEY,
    }),
    ...overrides,
  }
  const database = await createTestDatabase(databaseOptions)
  const app = await buildApp({
    config,
    database,
    mailer,
    logStream,
    paymentProvider,
    passwordHasher: quickPasswords,
    // A hang guard, not a speed check: `npm test` runs the PostgreSQL pass at a low priority
    // beside the browser tests, where starting the job queue has taken over 10 s.
    pluginTimeoutMs: 60_000,
  })
  register?.(app)
  app.addHook('onClose', async () => {
    await database.close()
    // Uploads and the generated secret: nothing a later test reads.
    await rm(dataDir, { recursive: true, force: true })
  })
  await app.ready()
  return Object.assign(app, {
    /** PostgreSQL only: where another instance connects to share this app's database. */
    databaseUrl: database.url,
    /** Sends whatever the outbox holds, as the job runner would, then returns every mail sent. */
    async deliveredMail() {
      await app.jobs.runQueued()
      return mailer.sent
    },
  })
}

export type TestAppWithMail = Awaited<ReturnType<typeof buildTestApp>>
