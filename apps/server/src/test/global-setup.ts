import { randomUUID } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { createDatabase } from '../db/client.ts'
import {
  PGLITE_SNAPSHOT_ENV,
  TEMPLATE_DATABASE_ENV,
  testDatabaseUrl,
  withAdminClient,
} from './database.ts'

/**
 * Migrates one database before any test file runs; every file then starts from a copy of it
 * instead of creating a cluster and running every migration itself (seconds per file on PGlite).
 * Workers inherit the environment, which names the copy to start from.
 */
export default async function setup() {
  return testDatabaseUrl ? postgresTemplate(testDatabaseUrl) : pgliteSnapshot()
}

async function pgliteSnapshot() {
  const handle = await createDatabase({})
  await handle.migrate()
  // createDatabase({}) is PGlite, whose Drizzle instance carries the client it dumps from.
  const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none')
  await handle.close()
  const directory = await mkdtemp(path.join(tmpdir(), 'afc-test-snapshot-'))
  const file = path.join(directory, 'migrated.tar')
  await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  process.env[PGLITE_SNAPSHOT_ENV] = file
  return async () => {
    await rm(directory, { recursive: true, force: true })
  }
}

async function postgresTemplate(adminUrl: string) {
  const name = `afc_template_${randomUUID().replaceAll('-', '')}`
  await withAdminClient((client) => client.query(`create database "${name}"`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const handle = await createDatabase({ databaseUrl: url.toString(), maxConnections: 1 })
  try {
    await handle.migrate()
  } finally {
    // CREATE DATABASE ... TEMPLATE refuses a template anyone is connected to.
    await handle.close()
  }
  process.env[TEMPLATE_DATABASE_ENV] = name
  return async () => {
    await withAdminClient((client) =>
      client.query(`drop database if exists "${name}" with (force)`),
    )
  }
}
