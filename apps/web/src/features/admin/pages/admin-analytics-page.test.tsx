import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminAnalytics } from '../testing/admin-samples'
import { loadAdminArea, renderAdminPage } from '../testing/render-admin-page'

beforeAll(loadAdminArea, 30_000)

function openAnalytics() {
  return renderAdminPage('/admin/analytics', {
    'GET /api/admin/analytics': { status: 200, body: adminAnalytics() },
  })
}

describe('AdminAnalyticsPage', { timeout: 20_000 }, () => {
  it('gives every figure of the charts as tables with captions', async () => {
    await openAnalytics()

    const weekly = await screen.findByRole('table', {
      name: 'Bookings, revenue and new users per week (last 12 weeks)',
    })
    const rows = within(weekly).getAllByRole('row')
    expect(rows).toHaveLength(13)
    expect(rows[1]).toHaveTextContent(/^Dec 22\s*1\s*\$10\.00\s*2$/)
    expect(rows[12]).toHaveTextContent(/^Mar 9\s*12\s*\$120\.00\s*13$/)

    const categories = screen.getByRole('table', { name: 'Top categories by bookings' })
    expect(within(categories).getAllByRole('row')[1]).toHaveTextContent('Art & Craft42$1,234.00')
    const providers = screen.getByRole('table', { name: 'Top providers by bookings' })
    expect(within(providers).getAllByRole('row')[1]).toHaveTextContent('Little Explorers30$999.00')
  })

  it('keeps the tables for screen readers until asked to show them', async () => {
    await openAnalytics()
    const weekly = await screen.findByRole('table', { name: /per week/ })
    const holder = weekly.closest('.sr-only')
    expect(holder).not.toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Show as tables' }))

    expect(weekly.closest('.sr-only')).toBeNull()
    expect(screen.getByRole('button', { name: 'Hide tables' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })
})
