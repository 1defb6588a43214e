import { sql } from 'drizzle-orm'
import PgBossTen from 'pg-boss-10'
import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { createTestDatabase } from '../../test/database.ts'
import { listBoardJobs, retryBoardJob } from './job-board.ts'
import { createJobQueue } from './job-queue.ts'

const QUEUE = 'send-mail'
const logger = pino({ level: 'silent' })

let database: DatabaseHandle
const ids: Record<string, string> = {}
const ran: string[] = []

/** The jobs a database holds after the app ran on pg-boss 10, one in each state it knew. */
async function writeWithTheOldLibrary() {
  const old = new PgBossTen({
    db: { executeSql: (text, values) => database.runSql(text, values) as never },
    schema: 'job_queue',
    supervise: false,
    schedule: false,
  })
  await old.start()
  await old.createQueue(QUEUE, { name: QUEUE, retryLimit: 2 })
  await old.createQueue('a-queue-since-removed', { name: 'a-queue-since-removed' })
  // Due a second ago: the old fetch takes only jobs due before now(), which the embedded
  // database's clock can leave equal to the moment of sending.
  const aSecondAgo = () => new Date(Date.now() - 1_000)
  const send = async (name: string, options: PgBossTen.SendOptions = {}) => {
    const id = await old.send(QUEUE, { name }, { startAfter: aSecondAgo(), ...options })
    ids[name] = id ?? ''
    return ids[name]
  }
  const fetchOne = async () => (await old.fetch(QUEUE)).at(0)
  // Started in this order, so each fetch takes the one job sent just before it.
  await send('finished')
  await old.complete(QUEUE, (await fetchOne())?.id ?? '')
  await send('finished and archived')
  await old.complete(QUEUE, (await fetchOne())?.id ?? '')
  await queryRows(
    database.db,
    sql`with moved as (delete from job_queue.job where id = ${ids['finished and archived']}
      returning *) insert into job_queue.archive select * from moved`,
  )
  await send('dead', { retryLimit: 0 })
  await old.fail(QUEUE, (await fetchOne())?.id ?? '', { message: 'the mail server said no' })
  await send('running when its process stopped')
  await fetchOne()
  await send('cancelled')
  await old.cancel(QUEUE, ids.cancelled ?? '')
  await send('waiting')
  await send('waiting for a later hour', { startAfter: new Date(Date.now() + 3_600_000) })
  await old.send('a-queue-since-removed', { name: 'orphan' })
  await old.stop({ graceful: false, close: false })
}

function newQueue() {
  const queue = createJobQueue({
    database,
    logger,
    runJobs: false,
    timeoutSeconds: 120,
    retryDelaySeconds: 30,
  })
  queue.define<{ name: string }>({
    name: QUEUE,
    retryLimit: 2,
    run: async (job) => {
      ran.push(job.data.name)
    },
  })
  return queue
}

const board = async () => {
  const { items } = await listBoardJobs({
    db: database.db,
    state: undefined,
    limit: 100,
    offset: 0,
    idField: 'name',
  })
  return Object.fromEntries(items.map((job) => [job.dataId, { id: job.id, state: job.state }]))
}

beforeAll(async () => {
  database = await createTestDatabase()
  await writeWithTheOldLibrary()
})
afterAll(async () => {
  await database?.close()
})

it('moves the jobs pg-boss 10 left into the new tables at start, and drops the old ones', async () => {
  const queue = newQueue()
  await queue.start()
  try {
    expect(await board()).toEqual({
      finished: { id: ids.finished, state: 'done' },
      'finished and archived': { id: ids['finished and archived'], state: 'done' },
      dead: { id: ids.dead, state: 'dead' },
      'running when its process stopped': {
        id: ids['running when its process stopped'],
        state: 'retrying',
      },
      waiting: { id: ids.waiting, state: 'queued' },
      'waiting for a later hour': { id: ids['waiting for a later hour'], state: 'queued' },
    })
    const schemas = await queryRows<{ name: string }>(
      database.db,
      sql`select nspname as name from pg_namespace where nspname like 'job_queue%'`,
    )
    expect(schemas.map(({ name }) => name)).toEqual(['job_queue'])

    // One pass takes every job due, and those whose hour has not come.
    await queue.runQueued()
    expect(ran.sort()).toEqual([
      'running when its process stopped',
      'waiting',
      'waiting for a later hour',
    ])
    // The dead job keeps its id, so an admin retries it from the board as before.
    const retried = await retryBoardJob({
      db: database.db,
      queue: QUEUE,
      id: ids.dead ?? '',
      idField: 'name',
    })
    expect(retried.outcome).toBe('retried')
    await queue.runQueued()
    expect(ran).toContain('dead')
  } finally {
    await queue.stop()
  }
})

it('moves nothing on a later start', async () => {
  const before = await board()
  const queue = newQueue()
  await queue.start()
  await queue.stop()
  expect(await board()).toEqual(before)
})
