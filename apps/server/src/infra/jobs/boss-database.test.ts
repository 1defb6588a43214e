import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { bossTransaction } from './boss-database.ts'

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
