import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { JOB_SCHEMA } from './job-queue.ts'

/**
 * What the admin board calls the library's states. 'cancelled' is left out: nothing here cancels
 * a job.
 */
export type BoardState = 'queued' | 'running' | 'retrying' | 'dead' | 'done'

const LIBRARY_STATE: Record<BoardState, string> = {
  queued: 'created',
  running: 'active',
  retrying: 'retry',
  dead: 'failed',
  done: 'completed',
}
const BOARD_STATE = Object.fromEntries(
  Object.entries(LIBRARY_STATE).map(([board, library]) => [library, board]),
) as Record<string, BoardState>

export type BoardJob = {
  id: string
  queue: string
  state: BoardState
  attempts: number
  maxAttempts: number
  createdAt: string
  nextTryAt: string | null
  lastError: string | null
  /** The one field of the job's data the caller asked to see (an id); never the rest. */
  dataId: string | null
}

type JobRow = {
  id: string
  queue: string
  state: string
  retryCount: number
  retryLimit: number
  started: boolean
  startAfter: Date | string
  createdOn: Date | string
  lastError: string | null
  dataId: string | null
}

const table = (name: 'job' | 'archive' | 'queue') => sql.raw(`${JOB_SCHEMA}.${name}`)
const RETRY_STATE = sql.raw(`'retry'::${JOB_SCHEMA}.job_state`)
/** The library's own queues (its cron, for one) are not the product's jobs. */
const PRODUCT_QUEUE = sql`name not like '\\_\\_pgboss%'`

/**
 * Live jobs, and the archive's finished ones (the library moves them there after 12 hours and
 * keeps them a week). A job the archive took before it ever ran will never run: left out.
 */
function boardRows(idField: string) {
  const columns = (archived: boolean) => sql`id, name as queue, state::text as state,
    retry_count as "retryCount", retry_limit as "retryLimit", started_on is not null as started,
    start_after as "startAfter", created_on as "createdOn",
    case when state <> 'completed' then output ->> 'message' end as "lastError",
    data ->> ${idField}::text as "dataId", ${sql.raw(String(archived))} as archived`
  return sql`(select ${columns(false)} from ${table('job')} where ${PRODUCT_QUEUE}
    union all
    select ${columns(true)} from ${table('archive')}
      where ${PRODUCT_QUEUE} and state in ('completed', 'failed'))`
}

function toBoardJob(row: JobRow): BoardJob {
  const state = BOARD_STATE[row.state] ?? 'done'
  const waiting = state === 'queued' || state === 'retrying'
  return {
    id: row.id,
    queue: row.queue,
    state,
    attempts: row.retryCount + (row.started ? 1 : 0),
    maxAttempts: row.retryLimit + 1,
    createdAt: new Date(row.createdOn).toISOString(),
    nextTryAt: waiting ? new Date(row.startAfter).toISOString() : null,
    lastError: row.lastError,
    dataId: row.dataId,
  }
}

/** One page of jobs, newest first, in one state or (without one) all but cancelled ones. */
export async function listBoardJobs(options: {
  db: Database
  state: BoardState | undefined
  limit: number
  offset: number
  idField: string
}): Promise<{ items: BoardJob[]; total: number }> {
  const { db, state, limit, offset, idField } = options
  const where: SQL = state
    ? sql`state = ${LIBRARY_STATE[state]}`
    : sql`state in ('created', 'retry', 'active', 'failed', 'completed')`
  const rows = await queryRows<JobRow & { total: string | number }>(
    db,
    sql`select *, count(*) over () as total from ${boardRows(idField)} board where ${where}
      order by "createdOn" desc, id desc limit ${limit} offset ${offset}`,
  )
  let total = Number(rows[0]?.total ?? 0)
  // Past the last page the window has no row to count on.
  if (rows.length === 0 && offset > 0) {
    const [counted] = await queryRows<{ total: string | number }>(
      db,
      sql`select count(*) as total from ${boardRows(idField)} board where ${where}`,
    )
    total = Number(counted?.total ?? 0)
  }
  return { items: rows.map(toBoardJob), total }
}

/** Jobs waiting to run, waiting for another try, and dead, across every queue. */
export async function countBoardJobs(
  db: Database,
): Promise<Record<'queued' | 'retrying' | 'dead', number>> {
  const rows = await queryRows<{ state: string; total: string | number }>(
    db,
    sql`select state, count(*) as total from ${boardRows('')} board
      where state in ('created', 'retry', 'failed') group by state`,
  )
  const count = (state: string) => Number(rows.find((row) => row.state === state)?.total ?? 0)
  return { queued: count('created'), retrying: count('retry'), dead: count('failed') }
}

export type RetryOutcome =
  | { outcome: 'retried'; before: BoardJob; after: BoardJob }
  | { outcome: 'not-dead'; job: BoardJob }
  | { outcome: 'not-found' }

/**
 * Gives a dead job one more attempt, as the library's `retry()` does, inside the caller's
 * transaction (so the audit entry and the retry commit together). One already archived goes
 * back to the live table, with a week more to live, or the archive sweep would take it again
 * before it runs.
 */
export async function retryBoardJob(options: {
  db: Database
  queue: string
  id: string
  idField: string
}): Promise<RetryOutcome> {
  const { db, queue, id, idField } = options
  const find = async (archived: boolean) => {
    const [row] = await queryRows<JobRow>(
      db,
      sql`select * from ${boardRows(idField)} board where queue = ${queue} and id = ${id}
        and archived = ${sql.raw(String(archived))}`,
    )
    return row
  }
  const retried = async (before: JobRow): Promise<RetryOutcome> => {
    const after = await find(false)
    if (!after) throw new Error('the retried job is not in the live table')
    return { outcome: 'retried', before: toBoardJob(before), after: toBoardJob(after) }
  }
  const live = await find(false)
  if (live) {
    // Locks the row: of two admins retrying at once, the second sees it retrying already.
    const [locked] = await queryRows<{ state: string }>(
      db,
      sql`select state::text as state from ${table('job')}
        where name = ${queue} and id = ${id} for update`,
    )
    if (locked?.state !== 'failed') return { outcome: 'not-dead', job: toBoardJob(live) }
    // The library's own retry statement, for one id: its `retry()` passes the ids as an array,
    // which a Drizzle transaction would spread into separate parameters.
    await queryRows(
      db,
      sql`update ${table('job')} set state = ${RETRY_STATE},
        retry_limit = retry_limit + 1
        where name = ${queue} and id = ${id} and state = 'failed'`,
    )
    return retried(live)
  }
  const archived = await find(true)
  if (!archived) return { outcome: 'not-found' }
  if (archived.state !== 'failed') return { outcome: 'not-dead', job: toBoardJob(archived) }
  const [queueExists] = await queryRows(
    db,
    sql`select 1 from ${table('queue')} where name = ${queue}`,
  )
  if (!queueExists) return { outcome: 'not-found' }
  await restoreArchived(db, queue, id)
  return retried(archived)
}

const KEPT_COLUMNS = sql.raw(`id, name, priority, data, retry_count, retry_delay, retry_backoff,
  singleton_key, singleton_on, expire_in, created_on, dead_letter, policy, output`)

async function restoreArchived(db: Database, queue: string, id: string) {
  await queryRows(
    db,
    sql`with restored as (
        delete from ${table('archive')} where name = ${queue} and id = ${id} and state = 'failed'
        returning *
      )
      insert into ${table('job')} (${KEPT_COLUMNS}, retry_limit, state, start_after, keep_until)
      select ${KEPT_COLUMNS}, retry_limit + 1, ${RETRY_STATE},
        now(), now() + interval '7 days'
      from restored`,
  )
}

/**
 * Removes the dead jobs of one queue whose data names `value`, once something else (a fresh
 * job) has taken over their work: they would otherwise wait on the board for a retry forever.
 */
export async function clearDeadJobs(options: {
  db: Database
  queue: string
  idField: string
  value: string
}): Promise<void> {
  const { db, queue, idField, value } = options
  for (const name of ['job', 'archive'] as const) {
    await queryRows(
      db,
      sql`delete from ${table(name)} where name = ${queue} and state = 'failed'
        and data ->> ${idField}::text = ${value}`,
    )
  }
}
