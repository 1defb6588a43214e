import { rm } from 'node:fs/promises'
import { dataKeyring } from '../config/secret.ts'
import { seedDemoData } from '../db/seed/seed-demo-data.ts'
import { buildTestApp, type TestAppWithMail } from '../test/app.ts'
import { type Operation, readOperations } from './openapi.ts'
import { prepareRoles, type Roles } from './roles.ts'

/** Carries the request's number, so a 5xx can be matched with the error the app threw. */
export const FUZZ_INDEX_HEADER = 'x-fuzz-request'

export type FuzzTarget = {
  app: TestAppWithMail
  operations: Operation[]
  roles: Roles
  /** Errors the app's error handler saw, by request number. */
  errors: Map<string, Error>
}

/**
 * The real app on a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL) holding the demo
 * marketplace, with every role signed in. The general rate limit is off: the run is about
 * correctness, and hundreds of 429s would hide the answers worth reading.
 */
export async function startFuzzTarget(): Promise<FuzzTarget> {
  const errors = new Map<string, Error>()
  const app = await buildTestApp({ rateLimitPerMinute: 0, logLevel: 'silent' }, (instance) => {
    // Generated uploads land in the app's scratch data directory; nothing there is kept.
    instance.addHook('onClose', async () => {
      await rm(instance.config.dataDir, { recursive: true, force: true })
    })
    instance.addHook('onError', async (request, _reply, error) => {
      const index = request.headers[FUZZ_INDEX_HEADER]
      if (typeof index === 'string') errors.set(index, error)
    })
  })
  try {
    await seedDemoData({ db: app.database.db, keyring: dataKeyring(app.config) })
    const roles = await prepareRoles(app)
    const operations = await readOperations(app)
    return { app, operations, roles, errors }
  } catch (error) {
    await app.close()
    throw error
  }
}
