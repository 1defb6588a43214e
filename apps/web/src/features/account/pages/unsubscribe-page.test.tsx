import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type FakeRoute, fakeApi, problem } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'
import { requestsTo } from '@/test/sent-requests'

const LINK = '/api/unsubscribe?token=abc.def'
const reminders = { topic: 'reminders', email: 'm***@example.com' }

async function openLink(routes: Record<string, FakeRoute>, entry = '/unsubscribe?token=abc.def') {
  const api = fakeApi(routes)
  const view = renderApp(entry)
  await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' }, { timeout: 10_000 })
  return { ...view, api }
}

describe('UnsubscribePage', { timeout: 20_000 }, () => {
  it('asks first, unsubscribes on the button only, then points to Settings', async () => {
    const { api } = await openLink({
      'GET /api/unsubscribe': { status: 200, body: { ...reminders, subscribed: true } },
      'POST /api/unsubscribe': { status: 200, body: { ...reminders, subscribed: false } },
    })
    expect(
      await screen.findByRole('heading', { name: 'Stop session reminders?' }),
    ).toBeInTheDocument()
    expect(screen.getByText('m***@example.com will no longer get session reminders.')).toBeVisible()
    expect(requestsTo(api, 'POST', LINK)).toHaveLength(0)

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }))

    const done = await screen.findByRole('heading', { name: "You're unsubscribed" })
    expect(done).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent(
      'm***@example.com gets no more session reminders.',
    )
    expect(screen.getByRole('link', { name: 'your account settings' })).toHaveAttribute(
      'href',
      '/settings',
    )
    expect(requestsTo(api, 'POST', LINK)).toHaveLength(1)
  })

  it('names the check-in notice the parent turned on, from its own link', async () => {
    await openLink({
      'GET /api/unsubscribe': {
        status: 200,
        body: { topic: 'attendance', email: 'm***@example.com', subscribed: true },
      },
    })
    expect(
      await screen.findByRole('heading', { name: 'Stop check-in and check-out emails?' }),
    ).toBeVisible()
    expect(
      screen.getByText(
        'An email when a provider checks your child in, and when they are collected.',
      ),
    ).toBeVisible()
  })

  it('says when the link was already used', async () => {
    await openLink({
      'GET /api/unsubscribe': {
        status: 200,
        body: { topic: 'newsletter', email: 'r***@example.com', subscribed: false },
      },
    })
    expect(await screen.findByRole('heading', { name: 'Already unsubscribed' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument()
  })

  it('explains a link that does not work', async () => {
    await openLink({
      'GET /api/unsubscribe': {
        status: 400,
        body: problem(400, 'Bad Request', 'This unsubscribe link is not valid.'),
      },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link does not workThis unsubscribe link is not valid.',
    )
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument()
  })

  it('needs no request to refuse a link without a token', async () => {
    const { api } = await openLink({}, '/unsubscribe')
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.')
    expect(requestsTo(api, 'GET', '/api/unsubscribe?token=')).toHaveLength(0)
  })
})
