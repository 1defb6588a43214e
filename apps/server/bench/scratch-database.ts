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
  /** Closes the handle and removes the data (the temp dir, or drops the database); once. */
  dispose: () => Promise<void>
}

/** How one engine makes, opens and removes a scratch database. */
type Engine = {
  /** Makes the empty database; returns where it lives. */
  create: () => Promise<string>
  connect: () => Promise<DatabaseHandle>
  /** Closes the handle, if one was opened, and removes whatever create made. */
  remove: (handle: DatabaseHandle | undefined) => Promise<void>
}

/**
 * A fresh, migrated database that the bench may fill and throw away: PGlite in a temp dir, or a
 * new `afc_bench_<random>` database on the server of `databaseUrl`.
 */
export async function createScratchDatabase(
  databaseUrl: string | undefined,
  options: {
    /** Gets the removal before the data exists: an interruption while it is made removes it too. */
    keep?: (dispose: () => Promise<void>) => void
    /** Told where the data is as soon as it exists, before the migrations. */
    created?: (location: string) => void
  } = {},
): Promise<ScratchDatabase> {
  const engine = databaseUrl ? postgresEngine(databaseUrl) : pgliteEngine()
  let handle: DatabaseHandle | undefined
  let underWay: Promise<unknown> = Promise.resolve()
  let disposing: Promise<void> | undefined
  const dispose = () => {
    disposing ??= (async () => {
      // The step under way (creating, connecting) ends first, so nothing outlives the removal.
      await underWay.catch(() => {})
      await engine.remove(handle)
    })()
    return disposing
  }
  const removed = () => new Error('the scratch database was removed while it was being made')
  /** One step of making it, never begun or continued once the removal has begun. */
  const step = async <T>(work: () => Promise<T>): Promise<T> => {
    if (disposing) throw removed()
    const running = work()
    underWay = running
    const value = await running
    if (disposing) throw removed()
    return value
  }
  options.keep?.(dispose)
  try {
    const location = await step(engine.create)
    options.created?.(location)
    const connected = await step(() =>
      engine.connect().then((opened) => {
        handle = opened
        return opened
      }),
    )
    await connected.migrate()
    return { handle: connected, location, dispose }
  } catch (error) {
    await dispose()
    throw error
  }
}

function pgliteEngine(): Engine {
  let dataDir: string | undefined
  return {
    create: async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'afc-bench-'))
      return dataDir
    },
    connect: () => createDatabase({ dataDir }),
    // PGlite closes once the statement it runs has finished; its files go after that.
    remove: async (handle) => {
      try {
        await handle?.close()
      } finally {
        if (dataDir) await rm(dataDir, { recursive: true, force: true })
      }
    },
  }
}

function postgresEngine(databaseUrl: string): Engine {
  const name = `afc_bench_${randomBytes(6).toString('hex')}`
  const url = new URL(databaseUrl)
  url.pathname = `/${name}`
  return {
    create: async () => {
      await withAdminClient(databaseUrl, (client) => client.query(`create database "${name}"`))
      return `${url.host}/${name}`
    },
    connect: () => createDatabase({ databaseUrl: url.toString() }),
    // Ending the pool waits for a statement still running (a seed step takes minutes at full
    // size); dropping the database with force ends it, so both go at once.
    remove: async (handle) => {
      const closing = handle?.close()
      try {
        await withAdminClient(databaseUrl, (client) =>
          client.query(`drop database if exists "${name}" with (force)`),
        )
      } finally {
        await closing
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
