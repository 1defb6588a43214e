import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminAnalytics } from '../testing/admin-samples'
import { loadAdminArea, renderAdminPage } from '../testing/render-admin-page'

beforeAll(loadAdminArea, 30_000)

const CAPTION = 'Ran or cancelled for too few places (terms and sessions with a minimum, by month)'

describe('the minimum-to-run decisions on Analytics', { timeout: 20_000 }, () => {
  it('gives each of six months how many ran and how many were cancelled, always on screen', async () => {
    await renderAdminPage('/admin/analytics', {
      'GET /api/admin/analytics': { status: 200, body: adminAnalytics() },
    })

    const table = await screen.findByRole('table', { name: CAPTION })
    expect(table.closest('.sr-only')).toBeNull()
    const [header, ...rows] = within(table).getAllByRole('row')
    expect(
      within(header as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Ran', 'Cancelled'])
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Oct 2025', '0', '0'],
      ['Nov 2025', '0', '0'],
      ['Dec 2025', '3', '1'],
      ['Jan 2026', '4', '0'],
      ['Feb 2026', '2', '2'],
      ['Mar 2026', '5', '1'],
    ])
  })
})
