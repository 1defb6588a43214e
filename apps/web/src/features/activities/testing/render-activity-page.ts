import { screen } from '@testing-library/react'
import { sampleActivityDetail, sampleIds } from '@/test/catalog-samples'
import type { FakeRoute } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'

export const detailPath = `/activities/${sampleIds.activity}`
export const apiPath = `GET /api/activities/${sampleIds.activity}`
export const activityAnswer: FakeRoute = { status: 200, body: sampleActivityDetail() }

/** Opens the sample activity's page and waits for its title. */
export async function renderDetail() {
  const view = renderApp(detailPath)
  // The first test of a file also waits for the page's code to load.
  await screen.findByRole('heading', { level: 1, name: 'Watercolor Adventures' }, { timeout: 5000 })
  return view
}
