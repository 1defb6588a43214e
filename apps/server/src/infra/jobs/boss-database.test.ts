import { PgBoss } from 'pg-boss'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { bossDatabase, bossTransaction } from './boss-database.ts'

let app: TestAppWithMail
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

it("runs the library's statements in a transaction, array parameters included", async () => {
  const { boss } = app.jobs
  const ids = await app.database.db.transaction(async (tx) => {
    const db = bossTransaction(tx)
    const first = await boss.send('send-mail', { mailId: 'none' }, { db })
    const second = await boss.send('send-mail', { mailId: 'none' }, { db })
    // One array parameter: a plain template would have spread it into two.
    await boss.cancel('send-mail', [first ?? '', second ?? ''], { db })
    return [first ?? '', second ?? '']
  })
  for (const id of ids) expect((await boss.getJobById('send-mail', id))?.state).toBe('cancelled')
})

it('leaves nothing behind when the transaction rolls back', async () => {
  let id: string | null = null
  await expect(
    app.database.db.transaction(async (tx) => {
      id = await app.jobs.boss.send('send-mail', { mailId: 'none' }, { db: bossTransaction(tx) })
      throw new Error('roll back')
    }),
  ).rejects.toThrow('roll back')
  expect(id).not.toBeNull()
  expect(await app.jobs.boss.getJobById('send-mail', id ?? '')).toBeNull()
})

it("answers a batch of statements with each statement's rows, as node-postgres does", async () => {
  const answer = await app.database.runSql('select 1 as first; select 2 as second')
  expect(answer).toEqual([
    expect.objectContaining({ rows: [{ first: 1 }] }),
    expect.objectContaining({ rows: [{ second: 2 }] }),
  ])
})

it('lets the library start and run its background upkeep without an error', async () => {
  // The library's upkeep claims its work in a batch whose first statement takes a lock; with only
  // the last statement's rows it failed at every start on the embedded database.
  const boss = new PgBoss({
    db: bossDatabase(app.database),
    backend: app.database.driver,
    schema: 'job_queue_upkeep_check',
  })
  const errors: unknown[] = []
  boss.on('error', (error) => errors.push(error))
  const upkeep = new Promise((resolve) => boss.once('bam', resolve))
  await boss.start()
  await Promise.race([upkeep, new Promise((resolve) => setTimeout(resolve, 2_000))])
  await boss.stop({ graceful: false })
  expect(errors).toEqual([])
})
