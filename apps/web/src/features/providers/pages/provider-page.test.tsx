import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sampleIds, sampleVendor } from '@/test/catalog-samples'
import { fakeApi, problem } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'

const vendorPath = `/vendors/${sampleIds.vendor}`
const apiPath = `GET /api/vendors/${sampleIds.vendor}`

function findTitle(name: string) {
  // The first test also waits for the page's code to load.
  return screen.findByRole('heading', { level: 1, name }, { timeout: 5000 })
}

describe('ProviderPage', () => {
  it('shows the provider, its location and its activities', async () => {
    fakeApi({ [apiPath]: { status: 200, body: sampleVendor() } })
    renderApp(vendorPath)

    await findTitle('Sunny Studio')
    expect(
      within(screen.getByRole('list', { name: 'Categories' })).getByText('Art & Craft'),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument()
    expect(screen.getByText('A bright art studio for little hands.')).toBeInTheDocument()
    const location = screen.getByRole('region', { name: 'Location' })
    expect(within(location).getByText('1200 E 6th St')).toBeInTheDocument()
    expect(within(location).getByText('Austin, TX 78702')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Watercolor Adventures' })).toHaveAttribute(
      'href',
      `/activities/${sampleIds.activity}`,
    )
    expect(document.title).toBe('Sunny Studio · Activities for Children')
  })

  it('says so when the provider has no activities open', async () => {
    fakeApi({
      [apiPath]: { status: 200, body: sampleVendor({ activities: [], primaryLocation: null }) },
    })
    renderApp(vendorPath)

    await findTitle('Sunny Studio')
    expect(screen.getByRole('heading', { name: 'No Activities Available' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse All Activities' })).toHaveAttribute(
      'href',
      '/activities',
    )
  })

  it('explains a missing provider and leads to all activities', async () => {
    fakeApi({
      [apiPath]: {
        status: 404,
        body: problem(
          404,
          'Not Found',
          "We couldn't find this vendor. They may have been removed or the URL is incorrect.",
        ),
      },
    })
    renderApp(vendorPath)

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(
      within(alert).getByText(
        "We couldn't find this vendor. They may have been removed or the URL is incorrect.",
      ),
    ).toBeInTheDocument()
    expect(within(alert).getByRole('link', { name: 'Browse All Activities' })).toHaveAttribute(
      'href',
      '/activities',
    )
  })
})
