import type { PgBoss } from 'pg-boss'
import { afterEach, expect, it } from 'vitest'
import type { DatabaseHandle } from '../src/db/client.ts'
import { createTestDatabase } from '../src/test/database.ts'
import { followJobWork } from './job-work.ts'

let database: DatabaseHandle | undefined

afterEach(async () => {
  await database?.close()
  database = undefined
})

type Handler = (jobs: unknown[]) => Promise<unknown>

it('settles once the job a late poll fetched has run and its end is recorded', async () => {
  database = await createTestDatabase()
  const work = followJobWork(database)
  // The queue's side of pg-boss: work(name, options, handler) registers a worker's handler.
  let handler: Handler = async () => {}
  const boss = {
    work: async (_name: string, _options: object, registered: Handler) => {
      handler = registered
      return 'worker'
    },
  }
  work.follow(boss as unknown as PgBoss)
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await boss.work('job', {}, () => held)
  // As a worker does after the app closed: a poll in flight, its job, then the job's end.
  let recorded = false
  const poll = work.database.runSql('select 1')
  const worker = poll
    .then(() => handler([{ id: 'job' }]))
    .then(() => work.database.runSql('select 2'))
    .then(() => {
      recorded = true
    })
  let settled = false
  const settling = work.settled().then(() => {
    settled = true
  })
  await poll
  await new Promise((resolve) => setImmediate(resolve))
  expect(settled).toBe(false)
  release()
  await settling
  expect(recorded).toBe(true)
  await worker
})
