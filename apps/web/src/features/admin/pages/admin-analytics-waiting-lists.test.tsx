import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminAnalytics } from '../testing/admin-samples'
import { loadAdminArea, renderAdminPage } from '../testing/render-admin-page'

beforeAll(loadAdminArea, 30_000)

const CAPTION = 'Longest waiting lists (families and children in line now)'

function openAnalytics(waitingLists = adminAnalytics().waitingLists) {
  return renderAdminPage('/admin/analytics', {
    'GET /api/admin/analytics': { status: 200, body: { ...adminAnalytics(), waitingLists } },
  })
}

describe('the waiting lists on Analytics', { timeout: 20_000 }, () => {
  it('lists activities with their families and children waiting, always on screen', async () => {
    await openAnalytics()

    const table = await screen.findByRole('table', { name: CAPTION })
    // No chart shows these figures, so the table is not kept for screen readers only.
    expect(table.closest('.sr-only')).toBeNull()
    expect(screen.getByRole('region', { name: CAPTION })).toHaveAttribute('tabindex', '0')
    const [header, row] = within(table).getAllByRole('row')
    expect(
      within(header as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Activity', 'Provider', 'Families', 'Children'])
    const [activity, ...rest] = within(row as HTMLElement).getAllByRole('cell')
    // On a phone the provider's name moves under the title, so the first cell holds both.
    expect(activity).toHaveTextContent(/^Robot Builders/)
    expect(rest.map((cell) => cell.textContent)).toEqual(['Little Explorers', '7', '11'])
  })

  it('says when no family is waiting', async () => {
    await openAnalytics([])

    const table = await screen.findByRole('table', { name: CAPTION })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(2)
    expect(rows[1]).toHaveTextContent('No families are waiting for a place.')
  })
})
