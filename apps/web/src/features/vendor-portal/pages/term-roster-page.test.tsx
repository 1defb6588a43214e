import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { problem } from '@/test/fake-api'
import { renderVendorPage } from '../testing/render-vendor-page'
import { sampleRoster, termId, termSession } from '../testing/term-samples'

const rosterPath = `/vendor/terms/${termId}/roster`

describe('TermRosterPage', () => {
  it('lays the children against the sessions: places marked, a cancelled session and its make-up named', async () => {
    await renderVendorPage(rosterPath, {
      [`GET /api/vendor/terms/${termId}/roster`]: { status: 200, body: sampleRoster() },
    })

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Roster: Spring 2026' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Watercolor Adventures · 4 children')).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Roster of Spring 2026' })
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((head) => head.textContent)
    expect(heads).toEqual([
      'Child',
      'Kind',
      'Sat, Mar 14Cancelled',
      'Sat, Mar 21',
      'Sat, Mar 28',
      'Sun, Mar 29Make-up for Sat, Mar 14',
      'Extras',
    ])

    const rows = within(table).getAllByRole('row').slice(1)
    const row = (name: string) => {
      const found = rows.find((each) =>
        within(each).queryByRole('rowheader', { name: new RegExp(name) }),
      )
      if (!found) throw new Error(`No row for ${name}`)
      return within(found)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    }
    expect(row('Lily Carter')).toEqual(['Term', 'Place', 'Place', 'Place', 'Place', 'After-care'])
    expect(row('Max Okafor')).toEqual(['Term', '', 'Place', 'Place', 'Place', '—'])
    expect(row('Ava Singh')).toEqual(['Drop-in', '', 'Place', '', '', '—'])
    expect(row('Noah Berg')).toEqual(['Trial', '', '', 'Place', '', '—'])
    expect(row('Children')).toEqual(['', '0', '3', '3', '2', ''])
    expect(within(table).getByRole('rowheader', { name: /Lily Carter/ })).toHaveTextContent(
      'Lily CarterEmily CarterCan your child swim? yes',
    )
  })

  it('keeps the table in a scroll box a keyboard can reach, for a phone', async () => {
    await renderVendorPage(rosterPath, {
      [`GET /api/vendor/terms/${termId}/roster`]: { status: 200, body: sampleRoster() },
    })
    const box = await screen.findByRole('region', {
      name: 'Roster of Spring 2026, scrolls sideways',
    })
    expect(box).toHaveAttribute('tabindex', '0')
    expect(within(box).getByRole('rowheader', { name: /Lily Carter/ })).toHaveClass('sticky')
  })

  it('shows a session where attendance was not taken as such, and leaves it out of the whole term', async () => {
    const figures = (expected: number, arrived: number, absent: number, latePickups = 0) => ({
      expected,
      arrived,
      absent,
      latePickups,
      rate: Math.round((arrived / expected) * 100),
    })
    const held = (day: string, counts: ReturnType<typeof figures>) => ({
      sessionId: termSession(day).id,
      startsAt: termSession(day).startsAt,
      ...counts,
    })
    await renderVendorPage(rosterPath, {
      [`GET /api/vendor/terms/${termId}/roster`]: { status: 200, body: sampleRoster() },
      [`GET /api/vendor/terms/${termId}/attendance`]: {
        status: 200,
        body: {
          termId,
          termName: 'Spring 2026',
          activityTitle: 'Watercolor Adventures',
          timeZone: 'America/Chicago',
          totals: { held: 3, notTaken: 1, ...figures(5, 4, 1, 1) },
          sessions: [
            held('21', figures(3, 2, 1, 1)),
            held('28', { ...figures(3, 0, 0), rate: 0 }),
            held('29', figures(2, 2, 0)),
          ],
        },
      },
    })
    const table = await screen.findByRole('table', { name: 'Attendance by session' })
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      )
    expect(rows).toEqual([
      ['Sat, Mar 21 · 10:00 AM CDT', '2 of 3', '67%', '1', '1'],
      ['Sat, Mar 28 · 10:00 AM CDT', 'Not taken (3 expected)', '–', '–', '–'],
      ['Sun, Mar 29 · 10:00 AM CDT', '2 of 2', '100%', '0', '0'],
      ['Whole term', '4 of 5', '80%', '1', '1'],
    ])
    expect(
      screen.getByText('Attendance not taken at 1 session: the whole term leaves it out.'),
    ).toBeInTheDocument()
  })

  it('says when nobody has a place yet', async () => {
    await renderVendorPage(rosterPath, {
      [`GET /api/vendor/terms/${termId}/roster`]: {
        status: 200,
        body: { ...sampleRoster(), children: [] },
      },
    })
    expect(await screen.findByText('No children yet')).toBeInTheDocument()
  })

  it("says so when the term is not the provider's or is gone", async () => {
    const { main } = await renderVendorPage(rosterPath, {
      [`GET /api/vendor/terms/${termId}/roster`]: {
        status: 404,
        body: problem(404, 'Not Found', 'Term not found'),
      },
    })
    expect(await screen.findByText('Term not found')).toBeInTheDocument()
    expect(within(main).getByRole('link', { name: 'Back to Schedules' })).toHaveAttribute(
      'href',
      '/vendor/schedules',
    )
  })
})
