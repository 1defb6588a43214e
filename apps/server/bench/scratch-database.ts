import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createDatabase, type DatabaseHandle } from '../src/db/client.ts'

export type ScratchDatabase = {
  handle: DatabaseHandle
  /** Where the data lives, for the report: a temp dir or the database's name. */
  location: string
  /** Closes the handle and removes the data (the temp dir, or drops the database). */
  dispose: () => Promise<void>
}

/**
 * A fresh, migrated database that the bench may fill and throw away: PGlite in a temp dir, or a
 * new `afc_bench_<random>` database on the server of `databaseUrl`.
 */
export async function createScratchDatabase(
  databaseUrl: string | undefined,
): Promise<ScratchDatabase> {
  const scratch = databaseUrl
    ? await createPostgresScratch(databaseUrl)
    : await createPgliteScratch()
  try {
    await scratch.handle.migrate()
  } catch (error) {
    await scratch.dispose()
    throw error
  }
  return scratch
}

async function createPgliteScratch(): Promise<ScratchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'afc-bench-'))
  const removeDir = () => rm(dataDir, { recursive: true, force: true })
  let handle: DatabaseHandle
  try {
    handle = await createDatabase({ dataDir })
  } catch (error) {
    await removeDir()
    throw error
  }
  return {
    handle,
    location: dataDir,
    dispose: async () => {
      try {
        await handle.close()
      } finally {
        await removeDir()
      }
    },
  }
}

async function createPostgresScratch(databaseUrl: string): Promise<ScratchDatabase> {
  const name = `afc_bench_${randomBytes(6).toString('hex')}`
  await withAdminClient(databaseUrl, (client) => client.query(`create database "${name}"`))
  const url = new URL(databaseUrl)
  url.pathname = `/${name}`
  const dropDatabase = () =>
    withAdminClient(databaseUrl, (client) =>
      client.query(`drop database if exists "${name}" with (force)`),
    )
  let handle: DatabaseHandle
  try {
    handle = await createDatabase({ databaseUrl: url.toString() })
  } catch (error) {
    await dropDatabase()
    throw error
  }
  return {
    handle,
    location: `${url.host}/${name}`,
    dispose: async () => {
      try {
        await handle.close()
      } finally {
        await dropDatabase()
      }
    },
  }
}

async function withAdminClient<T>(
  databaseUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
