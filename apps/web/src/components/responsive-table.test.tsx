import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ResponsiveTable, type TableColumn } from './responsive-table'
import { Button } from './ui/button'

type Person = { id: string; name: string; email: string }

const people: Person[] = [
  { id: '1', name: 'Ada Admin', email: 'ada@example.com' },
  { id: '2', name: 'Sam Smith', email: 'sam@example.com' },
]
const columns: TableColumn<Person>[] = [
  { header: 'Name', cell: (person) => person.name },
  { header: 'Email', cell: (person) => person.email },
  {
    header: 'Actions',
    wide: true,
    cell: (person) => <Button aria-label={`Disable ${person.email}`}>Disable</Button>,
  },
]

/** A window of the given width, as far as media queries on min-width can tell. */
function windowOfWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const rem = Number(/min-width:\s*([\d.]+)rem/.exec(query)?.[1] ?? 0)
    return {
      matches: width >= rem * 16,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }
  })
}

function renderPeople() {
  render(<ResponsiveTable label="People" rows={people} columns={columns} rowKey={(p) => p.id} />)
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ResponsiveTable', () => {
  it('is a table with column headers on a wide screen', () => {
    windowOfWidth(1280)
    renderPeople()

    const table = screen.getByRole('table', { name: 'People' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email', 'Actions'])
    expect(within(table).getAllByRole('row')).toHaveLength(3)
  })

  it('turns each row into a card that labels every value with its column on a phone', () => {
    windowOfWidth(375)
    renderPeople()

    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    const cards = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    const second = within(cards[1] as HTMLElement)
    expect(second.getAllByRole('term').map((dt) => dt.textContent)).toEqual([
      'Name',
      'Email',
      'Actions',
    ])
    expect(second.getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      'Sam Smith',
      'sam@example.com',
      'Disable',
    ])
    expect(second.getByRole('button', { name: 'Disable sam@example.com' })).toBeInTheDocument()
  })

  it('stays a table where the width cannot be told', () => {
    renderPeople()
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument()
  })
})
