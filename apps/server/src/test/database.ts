import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { createDatabase, type DatabaseHandle } from '../db/client.ts'

/** Which engine the API suite runs on: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or on PostgreSQL a new
 * database created from TEST_DATABASE_URL and dropped again on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (!testDatabaseUrl) {
    const handle = await createDatabase({})
    await handle.migrate()
    return handle
  }
  const name = `afc_test_${randomUUID().replaceAll('-', '')}`
  await withAdminClient((client) => client.query(`create database "${name}"`))
  const url = new URL(testDatabaseUrl)
  url.pathname = `/${name}`
  const handle = await createDatabase({ databaseUrl: url.toString(), maxConnections: 20 })
  await handle.migrate()
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await withAdminClient((client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      )
    },
  }
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
