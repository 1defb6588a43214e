import type { ActivitySummary } from '@afc/contracts'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RootLayout } from '@/app/layouts/root-layout'
import { sampleActivity, sampleIds } from '@/test/catalog-samples'
import { renderApp } from '@/test/render-app'
import { ActivityCard } from './activity-card'
import { ageRangeLabel, shortDateLabel } from './activity-labels'

async function renderCard(overrides: Partial<ActivitySummary> = {}) {
  const activity = sampleActivity(overrides)
  renderApp('/', [
    {
      Component: RootLayout,
      children: [{ index: true, element: <ActivityCard activity={activity} /> }],
    },
  ])
  return screen.findByRole('article')
}

describe('ageRangeLabel', () => {
  it.each([
    [4, 8, 'Ages 4-8'],
    [3, null, 'Ages 3+'],
    [null, 12, 'Ages up to 12'],
    [0, 12, 'Ages up to 12'],
    [null, null, 'All ages'],
  ])('reads %s to %s as %s', (minAge, maxAge, label) => {
    expect(ageRangeLabel(minAge, maxAge)).toBe(label)
  })
})

describe('shortDateLabel', () => {
  it('reads like Sat, Dec 5', () => {
    expect(shortDateLabel('2026-12-05T18:00:00.000Z', 'America/New_York')).toBe('Sat, Dec 5')
  })
})

describe('ActivityCard', () => {
  it('shows what a parent compares at a glance and links to the activity', async () => {
    const card = await renderCard()

    expect(within(card).getByRole('link', { name: 'Watercolor Adventures' })).toHaveAttribute(
      'href',
      `/activities/${sampleIds.activity}`,
    )
    expect(within(card).getByText('Class')).toBeInTheDocument()
    expect(within(card).getByText('Sunny Studio')).toBeInTheDocument()
    expect(within(card).getByText('Ages 4-8')).toBeInTheDocument()
    expect(within(card).getByText('Austin, TX')).toBeInTheDocument()
    expect(within(card).getByText('Next: Sat, Dec 5')).toBeInTheDocument()
    expect(within(card).getByText('$25.00')).toBeInTheDocument()
    expect(
      within(card).getByRole('img', { name: 'Rated 4.5 out of 5 from 12 reviews' }),
    ).toHaveTextContent('4.5(12)')
    expect(
      within(card).getByRole('button', { name: 'Favorite Watercolor Adventures' }),
    ).toHaveAttribute('aria-pressed', 'false')
  })

  it('says Free and No reviews yet, its placeholder picture hidden from screen readers', async () => {
    const card = await renderCard({ priceCents: 0, averageRating: null, reviewCount: 0 })

    expect(within(card).getByText('Free')).toBeInTheDocument()
    expect(within(card).getByText('No reviews yet')).toBeInTheDocument()
    expect(within(card).queryByRole('img', { name: 'Watercolor Adventures' })).toBeNull()
  })

  it('shows the photo without naming it again: the title beside it says what it is', async () => {
    const card = await renderCard({
      thumbnailUrl: '/demo/paint.webp',
      location: null,
      nextSessionAt: null,
    })

    expect(within(card).getByRole('presentation')).toHaveAttribute('src', '/demo/paint.webp')
    expect(within(card).queryByRole('img', { name: 'Watercolor Adventures' })).toBeNull()
    expect(within(card).getByRole('heading', { name: 'Watercolor Adventures' })).toBeVisible()
    expect(within(card).queryByText(/Next:/)).not.toBeInTheDocument()
  })

  it("shows a course's next term, when it starts and its price, instead of its next session", async () => {
    const card = await renderCard({
      type: 'course',
      nextTerm: { name: 'Spring term', startsAt: '2027-03-06T18:00:00.000Z', priceCents: 18_000 },
    })

    expect(within(card).getByText('Spring term starts Sat, Mar 6')).toBeInTheDocument()
    expect(within(card).getByText('$180.00')).toBeInTheDocument()
    expect(within(card).getByText('a term')).toBeInTheDocument()
    expect(within(card).queryByText(/Next:/)).not.toBeInTheDocument()
    expect(within(card).queryByText('$25.00')).not.toBeInTheDocument()
  })

  it('says how many more children its next term or session needs to run', async () => {
    const card = await renderCard({ placesToRun: 3 })
    expect(within(card).getByText('Needs 3 more to run')).toBeInTheDocument()
  })

  it('says nothing of a minimum reached, decided or absent', async () => {
    const card = await renderCard({ placesToRun: 0 })
    expect(within(card).queryByText(/more to run/)).not.toBeInTheDocument()
  })
})
