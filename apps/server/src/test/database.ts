import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { createDatabase, type DatabaseHandle, type DatabaseTimeouts } from '../db/client.ts'

/** Which engine the API suite runs on: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined

/** Set by global-setup.ts: a dump of a migrated PGlite cluster. */
export const PGLITE_SNAPSHOT_ENV = 'AFC_TEST_PGLITE_SNAPSHOT'
/** Set by global-setup.ts: a migrated PostgreSQL database to copy. */
export const TEMPLATE_DATABASE_ENV = 'AFC_TEST_TEMPLATE_DATABASE'

export type TestDatabaseOptions = {
  /** PostgreSQL only: the app connects through this loopback port (a test's proxy) instead. */
  port?: number
  timeouts?: DatabaseTimeouts
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or on PostgreSQL a new
 * database created from TEST_DATABASE_URL and dropped again on close. Under Vitest both start
 * as a copy of the database global-setup.ts migrated; elsewhere (the fuzzer) they migrate here.
 */
export async function createTestDatabase(
  options: TestDatabaseOptions = {},
): Promise<DatabaseHandle & { url?: string }> {
  if (!testDatabaseUrl) {
    const snapshotFile = process.env[PGLITE_SNAPSHOT_ENV]
    const snapshot = snapshotFile ? new Blob([await readFile(snapshotFile)]) : undefined
    const handle = await createDatabase({ snapshot })
    if (!snapshot) await handle.migrate()
    return handle
  }
  const name = `afc_test_${randomUUID().replaceAll('-', '')}`
  const template = process.env[TEMPLATE_DATABASE_ENV]
  await withAdminClient((client) =>
    client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  )
  const url = new URL(testDatabaseUrl)
  url.pathname = `/${name}`
  if (options.port) {
    url.hostname = '127.0.0.1'
    url.port = String(options.port)
  }
  const handle = await createDatabase({
    databaseUrl: url.toString(),
    maxConnections: 20,
    timeouts: options.timeouts,
  })
  if (!template) await handle.migrate()
  return {
    ...handle,
    /** For a test that starts another process on the same database. */
    url: url.toString(),
    close: async () => {
      await handle.close()
      await withAdminClient((client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      )
    },
  }
}

export async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
