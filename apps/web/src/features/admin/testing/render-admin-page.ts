import { screen, within } from '@testing-library/react'
import { adminAccount, signInAs } from '@/test/accounts'
import type { FakeRoute } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'

const FIRST_LOAD = { timeout: 5000 }

/**
 * Loads the lazily imported admin area up front. Transforming it takes seconds the first time,
 * which would otherwise count against the first test's own time limit.
 */
export function loadAdminArea() {
  return Promise.all([import('@/features/admin'), import('@/app/layouts/admin-layout')])
}

/** Signs in as the sample admin and opens `path` once its page heading is on screen. */
export async function renderAdminPage(path: string, routes: Record<string, FakeRoute> = {}) {
  const api = signInAs(adminAccount, routes)
  const view = renderApp(path)
  const main = await screen.findByRole('main', {}, FIRST_LOAD)
  await within(main).findByRole('heading', { level: 1 }, FIRST_LOAD)
  return { ...view, api, main }
}
