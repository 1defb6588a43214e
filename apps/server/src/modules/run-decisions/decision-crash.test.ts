import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { testDatabaseUrl } from '../../test/database.ts'
import { startSmtpStandIn } from '../../test/smtp-stand-in.ts'
import { startWorker, until } from '../../test/worker-process.ts'
import { buildDecisionWorld } from './decision-world.ts'
import { RUN_DECISIONS_JOB } from './run-jobs.ts'

// A real worker process shares the database, so this runs where the PostgreSQL suite does.
let app: TestAppWithMail
let dataDir: string
const workers: ChildProcess[] = []

beforeAll(async () => {
  if (!testDatabaseUrl) return
  app = await buildTestApp()
  dataDir = await mkdtemp(path.join(tmpdir(), 'afc-decide-worker-'))
})
afterAll(async () => {
  for (const worker of workers) worker.kill('SIGKILL')
  await app?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

describe.skipIf(!testDatabaseUrl)('a worker killed after a cancellation, mid-mail', () => {
  it('mails every family exactly once and refunds no payment twice', {
    timeout: 120_000,
  }, async () => {
    const world = await buildDecisionWorld(app, 'crash')
    const { termId } = await world.term('Crash', [5, 12], { minPlaces: 3 })
    const families = [await world.family('fay', [6]), await world.family('gus', [7])]
    const enrolments: string[] = []
    for (const who of families) {
      const held = await world.enrolled(termId, who.kids, { cookie: who.cookie })
      enrolments.push(await world.pay(held, who.cookie))
    }
    await world.dueNow(termId)

    // The second of the decision's three mails arrives in full and waits for its answer.
    const smtp = await startSmtpStandIn({ holdMessage: 2 })
    const run = { databaseUrl: app.databaseUrl ?? '', dataDir, smtpUrl: smtp.url }
    try {
      const first = startWorker(run)
      workers.push(first)
      await app.jobs.send(RUN_DECISIONS_JOB, {})
      await smtp.held
      first.kill('SIGKILL')
      await once(first, 'exit')
      // The decision and its refunds were one transaction, committed before any mail went.
      expect(await world.recordOf(termId)).toMatchObject([{ decision: 'cancelled' }])

      workers.push(startWorker(run))
      const keys = [
        ...enrolments.map((id) => `run-cancelled:${termId}:${id}`),
        `run-cancelled:${termId}:provider`,
      ]
      const decisionMails = () =>
        queryRows<{ status: string; attempts: number }>(
          world.db,
          sql`select status, attempts from mail_outbox
            where key in (${sql.join(
              keys.map((key) => sql`${key}`),
              sql`, `,
            )})`,
        )
      const allSent = await until(async () => {
        const rows = await decisionMails()
        return rows.length === keys.length && rows.every((row) => row.status === 'sent')
      }, 60_000)
      expect(allSent).toBe(true)
      // The held mail was tried by the killed worker, then sent by the new one.
      expect(Math.max(...(await decisionMails()).map((row) => Number(row.attempts)))).toBe(2)

      // Each family and the provider once: the held mail was retried, nothing sent twice.
      const recipients = [...families.map((who) => who.email), 'provider-crash@enrol.example']
      const received = smtp.accepted.filter((mail) => recipients.includes(mail.to))
      expect(received.map((mail) => mail.to).sort()).toEqual(recipients.sort())
      for (const bookingId of enrolments) {
        expect(await world.refundCount(bookingId)).toBe(1)
        expect(await world.bookingRow(bookingId)).toMatchObject({ refunded: 18_000 })
      }
    } finally {
      await smtp.close()
    }
  })
})
