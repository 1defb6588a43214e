import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { JOB_SCHEMA } from './job-schema.ts'

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

const JOB_TABLE = sql.raw(`${JOB_SCHEMA}.job`)
const RETRY_STATE = sql.raw(`'retry'::${JOB_SCHEMA}.job_state`)
/** The library's own queues (its cron, for one) are not the product's jobs. */
const PRODUCT_QUEUE = sql`name not like '\\_\\_pgboss%'`

/** The product's jobs: waiting, running, and finished ones until the library deletes them. */
function boardRows(idField: string) {
  return sql`(select id, name as queue, state::text as state,
    retry_count as "retryCount", retry_limit as "retryLimit", started_on is not null as started,
    start_after as "startAfter", created_on as "createdOn",
    case when state <> 'completed' then output ->> 'message' end as "lastError",
    data ->> ${idField}::text as "dataId"
    from ${JOB_TABLE} where ${PRODUCT_QUEUE})`
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
 * transaction (so the audit entry and the retry commit together).
 */
export async function retryBoardJob(options: {
  db: Database
  queue: string
  id: string
  idField: string
}): Promise<RetryOutcome> {
  const { db, queue, id, idField } = options
  const find = async () => {
    const [row] = await queryRows<JobRow>(
      db,
      sql`select * from ${boardRows(idField)} board where queue = ${queue} and id = ${id}`,
    )
    return row
  }
  const before = await find()
  if (!before) return { outcome: 'not-found' }
  // Locks the row: of two admins retrying at once, the second sees it retrying already.
  const [locked] = await queryRows<{ state: string }>(
    db,
    sql`select state::text as state from ${JOB_TABLE} where name = ${queue} and id = ${id} for update`,
  )
  if (locked?.state !== 'failed') return { outcome: 'not-dead', job: toBoardJob(before) }
  // The library's own retry statement, for one id, on the caller's connection.
  await queryRows(
    db,
    sql`update ${JOB_TABLE} set state = ${RETRY_STATE}, retry_limit = retry_limit + 1,
      completed_on = null, start_after = greatest(start_after, now())
      where name = ${queue} and id = ${id} and state = 'failed'`,
  )
  const after = await find()
  if (!after) throw new Error('the retried job is not in the table')
  return { outcome: 'retried', before: toBoardJob(before), after: toBoardJob(after) }
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
  await queryRows(
    db,
    sql`delete from ${JOB_TABLE} where name = ${queue} and state = 'failed'
      and data ->> ${idField}::text = ${value}`,
  )
}
