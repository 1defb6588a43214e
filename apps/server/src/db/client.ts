import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
/** Drizzle over either driver: services take this and never care which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>
export type DatabaseDriver = 'pglite' | 'postgres'

export type DatabaseHandle = {
  db: Database
  driver: DatabaseDriver
  /** Applies every pending migration; safe to run on every start. */
  migrate: () => Promise<void>
  /** Throws when the database cannot answer a trivial query. */
  ping: () => Promise<void>
  close: () => Promise<void>
}

export type CreateDatabaseOptions = {
  /** A PostgreSQL URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined
  /** PGlite keeps its files in `<dataDir>/db`; absent means in memory (tests). */
  dataDir?: string | undefined
  /** Connection pool size for PostgreSQL. */
  maxConnections?: number
}

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
)

export async function createDatabase(options: CreateDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? createPostgresDatabase(options.databaseUrl, options.maxConnections ?? 10)
    : createPgliteDatabase(options.dataDir)
}

async function createPostgresDatabase(
  databaseUrl: string,
  maxConnections: number,
): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  // JIT compiles a plan once its estimated cost is high, which costs our short listing
  // statements 30-40 ms on every call and saves nothing: they read a few thousand index rows.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: maxConnections,
    options: '-c jit=off',
  })
  // An idle client's network error must not crash the process; the next query reports it.
  pool.on('error', () => {})
  const db = drizzle({ client: pool, schema })
  return {
    db,
    driver: 'postgres',
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: () => pool.end(),
  }
}

async function createPgliteDatabase(dataDir: string | undefined): Promise<DatabaseHandle> {
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  let location: string | undefined
  if (dataDir) {
    location = path.join(dataDir, 'db')
    await mkdir(location, { recursive: true })
  }
  const client = await PGlite.create(location, { extensions: { pg_trgm } })
  const db = drizzle({ client, schema })
  return {
    db,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: () => client.close(),
  }
}
