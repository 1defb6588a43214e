import { sql } from 'drizzle-orm'
import type { Database, DatabaseHandle } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { JOB_SCHEMA } from './job-schema.ts'

/**
 * The job library's tables as its version 10 made them (its schema version 24). Its later
 * versions cannot migrate them: their first migration starts from the schema version 11 made.
 */
const OLD_VERSION = 24
const OLD_SCHEMA = `${JOB_SCHEMA}_v10`
const job = sql.raw(`${JOB_SCHEMA}.job`)
const queue = sql.raw(`${JOB_SCHEMA}.queue`)
const oldJob = sql.raw(`${OLD_SCHEMA}.job`)
const oldArchive = sql.raw(`${OLD_SCHEMA}.archive`)

/** One process at a time sets the old tables aside or moves their jobs, however many start. */
async function locked<T>(database: DatabaseHandle, work: (tx: Database) => Promise<T>) {
  return database.db.transaction(async (tx) => {
    await queryRows(tx, sql`select pg_advisory_xact_lock(hashtext(${`${JOB_SCHEMA} upgrade`}))`)
    return work(tx)
  })
}

/**
 * Before the library installs its tables: renames a schema the older version made, so the library
 * installs its own beside it. Every process that ran the older version must have stopped.
 */
export async function setOldTablesAside(database: DatabaseHandle): Promise<void> {
  await locked(database, async (tx) => {
    const [installed] = await queryRows<{ found: boolean }>(
      tx,
      sql`select to_regclass(${`${JOB_SCHEMA}.version`}) is not null as found`,
    )
    if (!installed?.found) return
    const [current] = await queryRows<{ version: number }>(
      tx,
      sql`select version from ${sql.raw(`${JOB_SCHEMA}.version`)}`,
    )
    if (current?.version !== OLD_VERSION) return
    await queryRows(tx, sql.raw(`alter schema ${JOB_SCHEMA} rename to ${OLD_SCHEMA}`))
  })
}

/**
 * Once the queues exist: moves the older tables' jobs into the library's and drops them. Waiting
 * jobs wait on, a job that was running when its process stopped runs again, and finished and
 * dead ones stay on the admin board (a dead one can still be retried). Cancelled jobs, jobs of a
 * queue the app no longer has and the library's own (its schedules send anew) go. Returns how
 * many moved.
 */
export async function moveOldJobs(database: DatabaseHandle): Promise<number> {
  return locked(database, async (tx) => {
    const [old] = await queryRows<{ found: boolean }>(
      tx,
      sql`select to_regnamespace(${OLD_SCHEMA}) is not null as found`,
    )
    if (!old?.found) return 0
    const columns = sql.raw(`id, name, priority, data, state, retry_limit, retry_count,
      retry_delay, retry_backoff, start_after, started_on, singleton_key, singleton_on,
      created_on, completed_on, keep_until, output`)
    const moved = await queryRows(
      tx,
      sql`insert into ${job} (id, name, priority, data, state, retry_limit, retry_count,
          retry_delay, retry_backoff, start_after, started_on, singleton_key, singleton_on,
          created_on, completed_on, keep_until, output, expire_seconds, deletion_seconds, policy)
        select o.id, o.name, o.priority, o.data,
          (case when o.state = 'active' then 'retry' else o.state::text end)::${sql.raw(`${JOB_SCHEMA}.job_state`)},
          o.retry_limit, o.retry_count, o.retry_delay, o.retry_backoff,
          case when o.state = 'active' then now() else o.start_after end,
          o.started_on, o.singleton_key, o.singleton_on, o.created_on, o.completed_on,
          o.keep_until, o.output, q.expire_seconds, q.deletion_seconds, q.policy
        from (select ${columns} from ${oldJob} union all select ${columns} from ${oldArchive}) o
        join ${queue} q on q.name = o.name
        where o.state <> 'cancelled' and o.name not like '\\_\\_pgboss%'
        on conflict do nothing
        returning 1`,
    )
    await queryRows(tx, sql.raw(`drop schema ${OLD_SCHEMA} cascade`))
    return moved.length
  })
}
