import { randomUUID } from 'node:crypto'
import {
  type AdminJob,
  type AdminMail,
  JOB_NOT_DEAD,
  JOB_NOT_FOUND,
  MAIL_ALREADY_SENT,
  MAIL_NOT_FOUND,
} from '@afc/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryMailer, type Mailer, type MailMessage } from '../../infra/mail/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { apiAs } from '../../test/api-as.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'

const SMTP_ERROR = 'SMTP 451: mailbox busy, try later'

/** A mailer that refuses every message while `failing` is on. */
function flakyMailer(): Mailer & { sent: MailMessage[]; failing: boolean } {
  const memory = createMemoryMailer()
  return {
    sent: memory.sent,
    failing: false,
    async send(message) {
      if (this.failing) throw new Error(SMTP_ERROR)
      await memory.send(message)
    },
  }
}

const mailer = flakyMailer()
let app: TestAppWithMail
let admin: ReturnType<typeof apiAs>

beforeAll(async () => {
  app = await buildTestApp({}, undefined, {}, undefined, mailer)
  admin = apiAs(
    app,
    (await createSignedInUser(app, { email: 'ops@jobs.example', roles: ['admin'] })).cookie,
  )
  await app.jobs.runQueued()
})
afterAll(async () => {
  await app?.close()
})

let mailCount = 0
/** Queues one mail the way every module does, and lets every attempt at it fail: it dies. */
async function deadMail(to: string) {
  mailCount += 1
  await app.outbox.add(app.database.db, {
    to,
    subject: `Your booking ${mailCount}`,
    text: `The private text of mail ${mailCount}`,
    key: `jobs-test:${mailCount}`,
    topic: 'transactional',
  })
  mailer.failing = true
  // One attempt per run: the first try and its eight retries.
  for (let attempt = 0; attempt < 9; attempt += 1) await app.jobs.runQueued()
  mailer.failing = false
  const list = (await admin.get('/api/admin/mail?status=dead')).json()
  const mail = list.items.find((item: AdminMail) => item.recipient === to) as AdminMail
  const jobs = (await admin.get('/api/admin/jobs?state=dead&limit=100')).json()
  const job = jobs.items.find((item: AdminJob) => item.mailId === mail.id) as AdminJob
  return { mail, job }
}

const sentTo = (to: string) => mailer.sent.filter((message) => message.to === to)

describe('the outbox and the job board', () => {
  it('shows a mail whose every attempt failed as dead, with its last error and no text', async () => {
    const { mail, job } = await deadMail('dana@jobs.example')

    expect(mail).toMatchObject({ status: 'dead', attempts: 9, lastError: SMTP_ERROR, sentAt: null })
    expect(job).toMatchObject({
      queue: 'send-mail',
      state: 'dead',
      attempts: 9,
      maxAttempts: 9,
      lastError: SMTP_ERROR,
      nextTryAt: null,
    })
    const list = await admin.get('/api/admin/mail')
    expect(list.body).not.toContain('private text')
    expect(list.json().items[0]).not.toHaveProperty('body')
    const jobs = await admin.get('/api/admin/jobs')
    expect(jobs.body).not.toContain('dana@jobs.example')

    const detail = await admin.get(`/api/admin/mail/${mail.id}`)
    expect(detail.json()).toMatchObject({ id: mail.id, body: 'The private text of mail 1' })
    const summary = (await admin.get('/api/admin/jobs/summary')).json()
    expect(summary).toEqual({
      jobs: { queued: 0, retrying: 0, dead: 1 },
      mail: { queued: 0, dead: 1 },
    })
  })

  it('sends a retried dead mail exactly once, and takes its dead job off the board', async () => {
    const { mail, job } = await deadMail('eli@jobs.example')

    const retried = await admin.post(`/api/admin/mail/${mail.id}/retry`)
    expect(retried.json()).toMatchObject({ id: mail.id, status: 'queued' })
    await app.jobs.runQueued()
    await app.jobs.runQueued()

    expect(sentTo('eli@jobs.example')).toHaveLength(1)
    const after = (await admin.get(`/api/admin/mail/${mail.id}`)).json()
    expect(after).toMatchObject({ status: 'sent', lastError: null })
    const dead = (await admin.get('/api/admin/jobs?state=dead&limit=100')).json()
    expect(dead.items.map((item: AdminJob) => item.id)).not.toContain(job.id)

    const again = await admin.post(`/api/admin/mail/${mail.id}/retry`)
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe(MAIL_ALREADY_SENT)
    const audit = (await admin.get('/api/admin/audit-log?action=mail.retry')).json()
    expect(audit.items).toEqual([
      expect.objectContaining({
        targetType: 'mail',
        targetId: mail.id,
        before: { status: 'dead', attempts: 9, lastError: SMTP_ERROR },
      }),
    ])
  })

  it('retries a dead send-mail job, its mail queued again until it goes out once', async () => {
    const { mail, job } = await deadMail('fay@jobs.example')

    const retried = await admin.post(`/api/admin/jobs/send-mail/${job.id}/retry`)
    expect(retried.json()).toMatchObject({ id: job.id, state: 'retrying', maxAttempts: 10 })
    const queued = (await admin.get(`/api/admin/mail/${mail.id}`)).json()
    expect(queued.status).toBe('queued')
    await app.jobs.runQueued()

    expect(sentTo('fay@jobs.example')).toHaveLength(1)
    const done = (await admin.get('/api/admin/jobs?state=done&limit=100')).json()
    expect(done.items.map((item: AdminJob) => item.id)).toContain(job.id)
    const again = await admin.post(`/api/admin/jobs/send-mail/${job.id}/retry`)
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe(JOB_NOT_DEAD)
    const audit = (await admin.get('/api/admin/audit-log?action=job.retry')).json()
    expect(audit.items[0]).toMatchObject({ targetType: 'job', targetId: job.id })
  })

  it('answers bad ids with 400 and unknown ones with 404, changing nothing', async () => {
    const { mail } = await deadMail('hal@jobs.example')
    const cases: [string, string, number, string?][] = [
      ['GET', '/api/admin/mail/not-an-id', 400],
      ['GET', `/api/admin/mail/${randomUUID()}`, 404, MAIL_NOT_FOUND],
      ['POST', '/api/admin/mail/not-an-id/retry', 400],
      ['POST', `/api/admin/mail/${randomUUID()}/retry`, 404, MAIL_NOT_FOUND],
      ['POST', '/api/admin/jobs/send-mail/not-an-id/retry', 400],
      ['POST', `/api/admin/jobs/no%20such%20queue/${randomUUID()}/retry`, 400],
      ['POST', `/api/admin/jobs/send-mail/${randomUUID()}/retry`, 404, JOB_NOT_FOUND],
      ['POST', `/api/admin/jobs/unknown-queue/${randomUUID()}/retry`, 404, JOB_NOT_FOUND],
      ['GET', '/api/admin/jobs?state=stuck', 400],
      ['GET', '/api/admin/mail?status=lost', 400],
    ]
    for (const [method, url, status, detail] of cases) {
      const response = method === 'GET' ? await admin.get(url) : await admin.post(url)
      expect(response.statusCode, url).toBe(status)
      if (detail) expect(response.json().detail).toBe(detail)
    }
    const still = (await admin.get(`/api/admin/mail/${mail.id}`)).json()
    expect(still.status).toBe('dead')
  })

  it('refuses to retry a mail that is still queued', async () => {
    await app.outbox.add(app.database.db, {
      to: 'ivy@jobs.example',
      subject: 'Waiting',
      text: 'Not sent yet',
      key: 'jobs-test:queued',
      topic: 'transactional',
    })
    const list = (await admin.get('/api/admin/mail?status=queued')).json()
    const queued = list.items.find((item: AdminMail) => item.recipient === 'ivy@jobs.example')
    const response = await admin.post(`/api/admin/mail/${queued.id}/retry`)
    expect(response.statusCode).toBe(409)
    const summary = (await admin.get('/api/admin/jobs/summary')).json()
    expect(summary.mail.queued).toBe(1)
    expect(summary.jobs.queued).toBeGreaterThanOrEqual(1)
    await app.jobs.runQueued()
    expect(sentTo('ivy@jobs.example')).toHaveLength(1)
  })
})
