import type { AdminJob, AdminMail } from '@afc/contracts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { requestsTo } from '@/test/sent-requests'
import { page } from '../testing/admin-samples'
import { loadAdminArea, renderAdminPage } from '../testing/render-admin-page'

beforeAll(loadAdminArea, 30_000)

const SMTP_ERROR = 'SMTP 451: mailbox busy, try later'
const MAIL_ID = '0b6a2f3e-5c1d-4e8f-9a7b-2c3d4e5f6a7b'
const JOB_ID = '1c7b3f4e-6d2e-4f9a-8b8c-3d4e5f6a7b8c'

const deadMail: AdminMail = {
  id: MAIL_ID,
  recipient: 'dana@example.com',
  subject: 'Your booking is confirmed',
  topic: 'transactional',
  status: 'dead',
  attempts: 9,
  lastError: SMTP_ERROR,
  createdAt: '2026-03-12T12:00:00.000Z',
  lastAttemptAt: '2026-03-12T14:00:00.000Z',
  sentAt: null,
}

const deadJob: AdminJob = {
  id: JOB_ID,
  queue: 'send-mail',
  state: 'dead',
  attempts: 9,
  maxAttempts: 9,
  createdAt: '2026-03-12T12:00:00.000Z',
  nextTryAt: null,
  lastError: SMTP_ERROR,
  mailId: MAIL_ID,
}

const summary = (dead: number) => ({
  status: 200,
  body: { jobs: { queued: 2, retrying: 0, dead }, mail: { queued: 1, dead } },
})

describe('AdminJobsPage', { timeout: 20_000 }, () => {
  it('shows the counts and a dead mail with its error, opens its text and retries it', async () => {
    let status: AdminMail['status'] = 'dead'
    const { api } = await renderAdminPage('/admin/jobs', {
      'GET /api/admin/jobs/summary': () => summary(status === 'dead' ? 1 : 0),
      'GET /api/admin/mail': () => ({ status: 200, body: page([{ ...deadMail, status }]) }),
      [`GET /api/admin/mail/${MAIL_ID}`]: {
        status: 200,
        body: { ...deadMail, body: 'Hello Dana,\n\nSee you on Saturday.' },
      },
      [`POST /api/admin/mail/${MAIL_ID}/retry`]: () => {
        status = 'queued'
        return { status: 200, body: { ...deadMail, status } }
      },
    })

    expect(screen.getByRole('heading', { level: 1, name: 'Jobs and mail' })).toBeInTheDocument()
    const figures = await screen.findByText('Dead mail')
    expect(figures.nextElementSibling).toHaveTextContent('1')
    expect(await screen.findByText(SMTP_ERROR)).toBeInTheDocument()

    await userEvent.click(
      screen.getByRole('button', {
        name: 'Read the mail to dana@example.com: Your booking is confirmed',
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Your booking is confirmed' })
    expect(await within(dialog).findByText(/See you on Saturday/)).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')

    await userEvent.click(
      screen.getByRole('button', {
        name: 'Retry the mail to dana@example.com: Your booking is confirmed',
      }),
    )
    expect(
      await screen.findByText('The mail to dana@example.com is queued again'),
    ).toBeInTheDocument()
    expect(requestsTo(api, 'POST', `/api/admin/mail/${MAIL_ID}/retry`)).toHaveLength(1)
    expect(
      await screen.findByText('Queued', { selector: '[data-slot="badge"]' }),
    ).toBeInTheDocument()
  })

  it('explains an empty list of dead mail', async () => {
    await renderAdminPage('/admin/jobs?status=dead', {
      'GET /api/admin/jobs/summary': summary(0),
      'GET /api/admin/mail': { status: 200, body: page([]) },
    })

    expect(await screen.findByText('No dead mail: every message went out.')).toBeInTheDocument()
  })

  it('lists jobs by state and retries a dead one', async () => {
    const { api } = await renderAdminPage('/admin/jobs?tab=jobs&state=dead', {
      'GET /api/admin/jobs/summary': summary(1),
      'GET /api/admin/jobs': { status: 200, body: page([deadJob]) },
      [`POST /api/admin/jobs/send-mail/${JOB_ID}/retry`]: {
        status: 200,
        body: { ...deadJob, state: 'retrying', maxAttempts: 10 },
      },
    })

    expect(await screen.findByText('9 of 9')).toBeInTheDocument()
    expect(requestsTo(api, 'GET', '/api/admin/jobs?state=dead&page=1')).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: /^Retry the send-mail job of/ }))
    expect(await screen.findByText('The job will be tried again')).toBeInTheDocument()
    expect(requestsTo(api, 'POST', `/api/admin/jobs/send-mail/${JOB_ID}/retry`)).toHaveLength(1)
  })
})
