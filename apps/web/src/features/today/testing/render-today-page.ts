import { screen, within } from '@testing-library/react'
import { signInAs, vendorAccount } from '@/test/accounts'
import type { FakeRoute } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'

// Generous: the first test of a file also waits for the lazily loaded provider pages.
const FIRST_LOAD = { timeout: 5000 }

/** Signs in as the sample provider and opens Today once its heading is on screen. */
export async function renderTodayPage(routes: Record<string, FakeRoute> = {}) {
  const api = signInAs(vendorAccount, routes)
  const view = renderApp('/vendor/today')
  const main = await screen.findByRole('main', {}, FIRST_LOAD)
  await within(main).findByRole('heading', { level: 1, name: 'Today' }, FIRST_LOAD)
  return { ...view, api, main }
}
