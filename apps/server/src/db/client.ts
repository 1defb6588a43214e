import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { PoolConfig, QueryConfig } from 'pg'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
/** Drizzle over either driver: services take this and never care which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>
export type DatabaseDriver = 'pglite' | 'postgres'

export type SqlResult = { rows: unknown[] }

export type DatabaseHandle = {
  db: Database
  driver: DatabaseDriver
  /** Applies every pending migration, free of the timeouts; safe to run on every start. */
  migrate: () => Promise<void>
  /**
   * Runs long maintenance work (migrations, seeding) on connections of its own that carry no
   * statement timeout, so a big index or a bulk insert is never cut off half-way.
   */
  withoutTimeouts: <T>(work: (db: Database) => Promise<T>) => Promise<T>
  /**
   * Runs SQL text with `$n` parameters (or several statements without any) outside Drizzle, for
   * libraries that bring their own SQL: the job queue installs and runs its tables through it.
   * Answers as node-postgres does: one result, or one per statement when the text holds several
   * (the job library reads a lock's row from the first statement of a batch).
   */
  runSql: (text: string, values?: unknown[]) => Promise<SqlResult | SqlResult[]>
  /** Throws when the database cannot answer a trivial query, within the connect timeout. */
  ping: () => Promise<void>
  close: () => Promise<void>
}

export type CreateDatabaseOptions = {
  /** A PostgreSQL URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined
  /** PGlite keeps its files in `<dataDir>/db`; absent means in memory (tests). */
  dataDir?: string | undefined
  /** In-memory PGlite only: start from this dump (`dumpDataDir`) instead of an empty cluster. */
  snapshot?: Blob | undefined
  /** Connection pool size for PostgreSQL. */
  maxConnections?: number
  /** PostgreSQL only; absent means wait as long as it takes (command-line tools, the bench). */
  timeouts?: DatabaseTimeouts | undefined
}

export type DatabaseTimeouts = {
  /** Waiting for a new connection, or for a free one when the pool is busy. */
  connectMs: number
  /** One statement, and a transaction left idle by its request. */
  statementMs: number
}

/**
 * The server cancels a statement at `statementMs` and says so; a frozen or unreachable server
 * never answers, so the client gives up a little later on its own.
 */
const CLIENT_GRACE_MS = 1_000

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
)

export async function createDatabase(options: CreateDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? createPostgresDatabase(options.databaseUrl, options.maxConnections ?? 10, options.timeouts)
    : createPgliteDatabase(options.dataDir, options.snapshot)
}

async function createPostgresDatabase(
  databaseUrl: string,
  maxConnections: number,
  timeouts: DatabaseTimeouts | undefined,
): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  // JIT compiles a plan once its estimated cost is high, which costs our short listing
  // statements 30-40 ms on every call and saves nothing: they read a few thousand index rows.
  const openPool = (limits: PoolConfig) => {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: maxConnections,
      options: '-c jit=off',
      connectionTimeoutMillis: timeouts?.connectMs,
      ...limits,
    })
    // An idle client's network error must not crash the process; the next query reports it.
    pool.on('error', () => {})
    return pool
  }
  const pool = openPool(
    timeouts
      ? {
          statement_timeout: timeouts.statementMs,
          idle_in_transaction_session_timeout: timeouts.statementMs,
          query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
        }
      : {},
  )
  const db = drizzle({ client: pool, schema })
  const withoutTimeouts = async <T>(work: (free: typeof db) => Promise<T>): Promise<T> => {
    if (!timeouts) return work(db)
    const maintenance = openPool({})
    try {
      return await work(drizzle({ client: maintenance, schema }))
    } finally {
      await maintenance.end()
    }
  }
  return {
    db,
    driver: 'postgres',
    migrate: () => withoutTimeouts((free) => migrate(free, { migrationsFolder })),
    withoutTimeouts,
    runSql: (text, values) => pool.query(text, values),
    ping: async () => {
      // pg honours a per-query timer that its types leave out; readiness must answer quickly.
      const check: QueryConfig & { query_timeout?: number } = {
        text: 'select 1',
        query_timeout: timeouts?.connectMs,
      }
      await pool.query(check)
    },
    close: () => pool.end(),
  }
}

async function createPgliteDatabase(
  dataDir: string | undefined,
  snapshot: Blob | undefined,
): Promise<DatabaseHandle> {
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
  const client = await PGlite.create(location, {
    extensions: { pg_trgm },
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  })
  const db = drizzle({ client, schema })
  return {
    db,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    // One process holds the embedded database and nothing can freeze it from outside.
    withoutTimeouts: (work) => work(db),
    runSql: async (text, values) => {
      if (values?.length) return client.query(text, values)
      // Without parameters the text may hold several statements, which only exec accepts.
      const results = await client.exec(text)
      return results.length === 1 && results[0] ? results[0] : results
    },
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: () => client.close(),
  }
}
