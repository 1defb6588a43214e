import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp } from '../app.ts'
import { type Config, loadConfig } from '../config/env.ts'
import { createMemoryMailer } from '../modules/mail/mailer.ts'
import { createTestDatabase } from './database.ts'

/**
 * The real application on a fresh database, for `app.inject` tests. Close it in afterAll:
 * closing the app also closes (and on PostgreSQL drops) its database.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  /** Extra routes for tests of shared hooks, registered before the app is ready. */
  register?: (app: Awaited<ReturnType<typeof buildApp>>) => void,
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'afc-test-'))
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32) }),
    ...overrides,
  }
  const database = await createTestDatabase()
  const mailer = createMemoryMailer()
  const app = await buildApp({ config, database, mailer })
  register?.(app)
  app.addHook('onClose', async () => {
    await database.close()
  })
  await app.ready()
  return Object.assign(app, { sentMail: mailer.sent })
}

export type TestAppWithMail = Awaited<ReturnType<typeof buildTestApp>>
