import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sampleActivityDetail } from '@/test/catalog-samples'
import { ActivityFactsList } from './activity-facts-list'

describe('ActivityFactsList', () => {
  it('says what to bring, line by line, when the provider asks for something', () => {
    render(
      <ActivityFactsList
        activity={sampleActivityDetail({ whatToBring: 'Water bottle\nClothes that can get messy' })}
      />,
    )

    const term = screen.getByText('What to bring')
    expect(term.tagName).toBe('DT')
    expect(term.nextElementSibling).toHaveTextContent('Water bottle Clothes that can get messy')
    expect(term.nextElementSibling?.firstElementChild).toHaveClass('whitespace-pre-line')
  })

  it('leaves the block out when nothing is asked', () => {
    render(<ActivityFactsList activity={sampleActivityDetail({ whatToBring: null })} />)

    expect(screen.getByText('Age range')).toBeInTheDocument()
    expect(screen.queryByText('What to bring')).not.toBeInTheDocument()
  })
})
