import type { PriceLine } from '@afc/contracts'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PriceLines } from './price-lines'

const MAYA = '9a2b7c40-3333-4d5e-8f90-0000000000c1'
const LEO = '9a2b7c40-3333-4d5e-8f90-0000000000c2'
const maya = { childId: MAYA, firstName: 'Maya' }
const leo = { childId: LEO, firstName: 'Leo' }

// As the server sends them: in the order they are worked out, every base price first.
const lines: PriceLine[] = [
  { kind: 'base', label: 'Term price', amountCents: 18_000, ...maya },
  { kind: 'base', label: 'Term price', amountCents: 18_000, ...leo },
  { kind: 'extra', label: 'After care', amountCents: 7_000, ...maya },
  { kind: 'early_bird', label: 'Early-bird price', amountCents: -2_000, ...maya },
  { kind: 'early_bird', label: 'Early-bird price', amountCents: -2_000, ...leo },
  { kind: 'siblings', label: 'Sibling discount (2nd child)', amountCents: -1_600, ...leo },
  { kind: 'code', label: 'Code FAMILY10', amountCents: -3_740 },
]

/** Each term of a description list with its amount: ['Term price', '$180.00']. */
const rowsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent])

describe('PriceLines', () => {
  it("groups each child's lines under their name, then the booking's, then the total", () => {
    render(<PriceLines lines={lines} totalCents={33_660} />)

    const details = screen.getByRole('group', { name: 'Price details' })
    expect(rowsOf(within(details).getByRole('group', { name: 'Maya' }))).toEqual([
      ['Term price', '$180.00'],
      ['After care', '$70.00'],
      ['Early-bird price', '−$20.00'],
    ])
    expect(rowsOf(within(details).getByRole('group', { name: 'Leo' }))).toEqual([
      ['Term price', '$180.00'],
      ['Early-bird price', '−$20.00'],
      ['Sibling discount (2nd child)', '−$16.00'],
    ])
    // The booking's own lines and the total come after the children's, in that order.
    expect(rowsOf(details).slice(-2)).toEqual([
      ['Code FAMILY10', '−$37.40'],
      ['Total', '$336.60'],
    ])
  })

  it('reads $0.00 due when a scholarship place takes everything off', () => {
    render(
      <PriceLines
        lines={[
          { kind: 'base', label: 'Term price', amountCents: 18_000, ...maya },
          { kind: 'code', label: 'Scholarship place (CITYKIDS)', amountCents: -18_000 },
        ]}
        totalCents={0}
      />,
    )
    expect(rowsOf(screen.getByRole('group', { name: 'Price details' })).at(-1)).toEqual([
      'Total',
      '$0.00 due',
    ])
  })

  it('leaves the total out where it is shown elsewhere, and takes a name of its own', () => {
    render(
      <PriceLines
        lines={lines.slice(0, 2)}
        totalCents={36_000}
        showTotal={false}
        label="Staying"
      />,
    )
    const staying = screen.getByRole('group', { name: 'Staying' })
    expect(within(staying).queryByText('Total')).not.toBeInTheDocument()
    expect(within(staying).getAllByRole('definition')).toHaveLength(2)
  })
})
