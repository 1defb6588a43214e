import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from './db/client.ts'
import { mailOutbox } from './db/schema/index.ts'
import { createJobQueue } from './infra/jobs/index.ts'
import { createMemoryMailer, createOutbox, defineSendMailJob } from './infra/mail/index.ts'
import { createTestDatabase, testDatabaseUrl } from './test/database.ts'
import { startSmtpStandIn } from './test/smtp-stand-in.ts'
import { startWorker as startWorkerProcess, until } from './test/worker-process.ts'

// The worker is a process of its own on PostgreSQL (the embedded database belongs to one
// process), so this runs where the PostgreSQL suite does.
const MAILS = 6
const HELD = 3

let database: DatabaseHandle & { url?: string }
let dataDir: string
const workers: ChildProcess[] = []

function startWorker(smtpUrl: string) {
  const worker = startWorkerProcess({ databaseUrl: database.url ?? '', dataDir, smtpUrl })
  workers.push(worker)
  return worker
}

async function queueMails() {
  const jobs = createJobQueue({
    database,
    logger: pino({ level: 'silent' }),
    runJobs: false,
    timeoutSeconds: 2,
    retryDelaySeconds: 1,
  })
  defineSendMailJob({
    jobs,
    db: database.db,
    mailer: createMemoryMailer(),
    publicUrl: 'https://kids.example',
  })
  await jobs.start()
  const outbox = createOutbox({ jobs })
  for (let index = 1; index <= MAILS; index += 1) {
    await outbox.add(database.db, {
      to: `family${index}@example.com`,
      subject: `Reminder ${index}`,
      text: `Message ${index}`,
      key: `crash-test:${index}`,
      topic: 'transactional',
    })
  }
  await jobs.stop()
}

beforeAll(async () => {
  if (!testDatabaseUrl) return
  database = await createTestDatabase()
  dataDir = await mkdtemp(path.join(tmpdir(), 'afc-worker-'))
  await queueMails()
})
afterAll(async () => {
  for (const worker of workers) worker.kill('SIGKILL')
  await database?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

describe.skipIf(!testDatabaseUrl)('a worker killed while sending', () => {
  it('sends every mail exactly once after a restart', { timeout: 120_000 }, async () => {
    const smtp = await startSmtpStandIn({ holdMessage: HELD })
    try {
      const first = startWorker(smtp.url)
      await smtp.held
      // Mid-send: the provider has the whole message but has not answered yet.
      first.kill('SIGKILL')
      await once(first, 'exit')
      expect(smtp.accepted.map((mail) => mail.subject)).toEqual(['Reminder 1', 'Reminder 2'])

      startWorker(smtp.url)
      const allSent = await until(async () => {
        const rows = await database.db.select().from(mailOutbox)
        return rows.every((row) => row.status === 'sent')
      }, 60_000)
      expect(allSent).toBe(true)

      const subjects = smtp.accepted.map((mail) => mail.subject).sort()
      expect(subjects).toEqual(
        Array.from({ length: MAILS }, (_, index) => `Reminder ${index + 1}`).sort(),
      )
      expect(new Set(smtp.accepted.map((mail) => mail.messageId)).size).toBe(MAILS)
      const rows = await database.db.select().from(mailOutbox)
      const held = rows.find((row) => row.key === `crash-test:${HELD}`)
      // Tried by the killed worker, then sent by the new one.
      expect(held?.attempts).toBe(2)
    } finally {
      await smtp.close()
    }
  })
})
