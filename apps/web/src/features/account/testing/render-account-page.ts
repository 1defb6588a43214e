import { screen } from '@testing-library/react'
import { parentAccount, signInAs } from '@/test/accounts'
import type { FakeRoute } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'

// Generous: the first test of a file also waits for the lazily loaded account pages.
const FIRST_LOAD = { timeout: 10_000 }

/** Signs in as the sample parent and opens `path` once its page heading is on screen. */
export async function renderAccountPage(
  path: string,
  heading: string,
  routes: Record<string, FakeRoute> = {},
) {
  const api = signInAs(parentAccount, routes)
  const view = renderApp(path)
  await screen.findByRole('heading', { level: 1, name: heading }, FIRST_LOAD)
  return { ...view, api }
}

type FetchCalls = { mock: { calls: [RequestInfo | URL, RequestInit?][] } }

/** The JSON bodies the app sent with `method` to `path`, oldest first. */
export function sentBodies(api: FetchCalls, method: string, path: string): unknown[] {
  return api.mock.calls
    .filter(([input, init]) => String(input) === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined))
}
