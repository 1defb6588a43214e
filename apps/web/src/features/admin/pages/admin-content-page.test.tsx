import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { sentBody } from '@/test/sent-requests'
import { page } from '../testing/admin-samples'
import { loadAdminArea, renderAdminPage } from '../testing/render-admin-page'

beforeAll(loadAdminArea, 30_000)

const message = {
  id: '5b0e7a10-4444-4000-8000-000000000001',
  name: 'Jordan Park',
  email: 'jordan@example.com',
  subject: 'Birthday parties?',
  message: 'Do you host birthday parties at the pottery studio?',
  isRead: false,
  receivedAt: '2026-03-11T10:00:00.000Z',
}

const review = {
  id: '5b0e7a10-5555-4000-8000-000000000001',
  rating: 2,
  comment: 'Too loud',
  isHidden: false,
  createdAt: '2026-03-11T10:00:00.000Z',
  customerName: 'Emily Carter',
  activity: { id: '5b0e7a10-1111-4000-8000-000000000001', title: 'Drum Circle' },
  vendor: { id: '5b0e7a10-0000-4000-8000-000000000001', businessName: 'Riverbend Music' },
}

function openContent(path: string) {
  let isRead = false
  return renderAdminPage(path, {
    'GET /api/admin/newsletter': {
      status: 200,
      body: page([
        {
          id: '5b0e7a10-6666-4000-8000-000000000001',
          email: 'fan@example.com',
          subscribedAt: '2026-03-11T10:00:00.000Z',
        },
      ]),
    },
    'GET /api/admin/contact-messages': () => ({
      status: 200,
      body: { ...page([{ ...message, isRead }]), unreadCount: isRead ? 0 : 1 },
    }),
    [`POST /api/admin/contact-messages/${message.id}/read`]: () => {
      isRead = true
      return { status: 200, body: { ...message, isRead } }
    },
    'GET /api/admin/reviews': { status: 200, body: page([review]) },
    [`POST /api/admin/reviews/${review.id}/hide`]: {
      status: 200,
      body: { ...review, isHidden: true },
    },
  })
}

describe('AdminContentPage', { timeout: 20_000 }, () => {
  it('lists subscribers and exports them from the server', async () => {
    await openContent('/admin/content')

    expect(await screen.findByText('fan@example.com')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/newsletter.csv',
    )
  })

  it('counts unread messages and marks one read', async () => {
    const { api } = await openContent('/admin/content?tab=messages')

    expect(await screen.findByText('1 unread')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: /Contact messages/ })).toHaveTextContent('1')
    await userEvent.click(screen.getByRole('button', { name: 'Mark as read' }))

    expect(await screen.findByText('0 unread')).toBeInTheDocument()
    expect(sentBody(api, 'POST', `/api/admin/contact-messages/${message.id}/read`)).toEqual({
      isRead: true,
    })
    expect(screen.getByRole('button', { name: 'Mark as unread' })).toBeInTheDocument()
  })

  it('hides a review from the public rating', async () => {
    const { api } = await openContent('/admin/content?tab=reviews')

    const row = (await screen.findByText('Too loud')).closest('tr') as HTMLElement
    expect(within(row).getByRole('img', { name: '2 out of 5 stars' })).toBeInTheDocument()
    await userEvent.click(
      within(row).getByRole('button', { name: 'Hide the review by Emily Carter of Drum Circle' }),
    )

    expect(await screen.findByText('The review is hidden from families')).toBeInTheDocument()
    expect(sentBody(api, 'POST', `/api/admin/reviews/${review.id}/hide`)).toEqual({ hidden: true })
  })
})
