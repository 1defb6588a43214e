import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp } from '../app.ts'
import { type Config, loadConfig } from '../config/env.ts'
import type { DatabaseHandle } from '../db/client.ts'
import { createTestDatabase } from './database.ts'

export type TestApp = Awaited<ReturnType<typeof buildApp>> & { database: DatabaseHandle }

/**
 * The real application on a fresh database, for `app.inject` tests. Close it in afterAll:
 * closing the app also closes (and on PostgreSQL drops) its database.
 */
export async function buildTestApp(overrides: Partial<Config> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'afc-test-'))
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32) }),
    ...overrides,
  }
  const database = await createTestDatabase()
  const app = await buildApp({ config, database })
  app.addHook('onClose', async () => {
    await database.close()
  })
  await app.ready()
  return app
}
