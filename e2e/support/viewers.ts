import path from 'node:path'
import { type APIRequestContext, test as base, expect } from '@playwright/test'
import type { RecordToOpen, Screen, Viewer } from './screens'

const demoAccounts: Record<Exclude<Viewer, 'visitor'>, { email: string; role: string }> = {
  parent: { email: 'parent@example.com', role: 'customer' },
  provider: { email: 'vendor@example.com', role: 'vendor' },
  admin: { email: 'admin@example.com', role: 'admin' },
}

type Fixtures = { signedIn: string | undefined; api: APIRequestContext }

/**
 * Playwright's test, with the browser and an API context signed in as the demo account of
 * `viewer` (or nobody). Each worker signs in once: the server allows 10 sign-ins per email per
 * minute.
 */
export function testAs(viewer: Viewer) {
  return base.extend<Pick<Fixtures, 'api'>, Pick<Fixtures, 'signedIn'>>({
    signedIn: [
      async ({ playwright }, use, workerInfo) => {
        if (viewer === 'visitor') return use(undefined)
        const baseURL = workerInfo.project.use.baseURL ?? ''
        const request = await playwright.request.newContext({ baseURL })
        const signIn = await request.post('/api/account/sign-in', {
          data: { ...demoAccounts[viewer], password: 'password123' },
          headers: { origin: baseURL },
        })
        expect(signIn.status()).toBe(200)
        const file = path.join(
          workerInfo.project.outputDir,
          `a11y-${viewer}-${workerInfo.workerIndex}.json`,
        )
        await request.storageState({ path: file })
        await request.dispose()
        await use(file)
      },
      { scope: 'worker' },
    ],
    storageState: ({ signedIn }, use) => use(signedIn),
    api: async ({ playwright, signedIn, baseURL }, use) => {
      const request = await playwright.request.newContext({ baseURL, storageState: signedIn })
      await use(request)
      await request.dispose()
    },
  })
}

type Page<Item> = { items: Item[] }

async function firstItem<Item>(api: APIRequestContext, url: string): Promise<Item> {
  const response = await api.get(url)
  expect(response.status(), url).toBe(200)
  const [first] = ((await response.json()) as Page<Item>).items
  if (!first) throw new Error(`${url} lists nothing to open`)
  return first
}

const lookUp: Record<RecordToOpen, (api: APIRequestContext) => Promise<string>> = {
  activity: async (api) => (await firstItem<{ id: string }>(api, '/api/activities?limit=1')).id,
  provider: async (api) => {
    const id = await lookUp.activity(api)
    const detail = await api.get(`/api/activities/${id}`)
    return ((await detail.json()) as { vendor: { id: string } }).vendor.id
  },
  'own activity': async (api) =>
    (await firstItem<{ id: string }>(api, '/api/vendor/activities?page=1&limit=1')).id,
  'own term': async (api) => (await firstItem<{ id: string }>(api, '/api/vendor/terms?limit=1')).id,
  'provider to review': async (api) =>
    (await firstItem<{ id: string }>(api, '/api/admin/vendors?limit=1')).id,
  'own child': async (api) => (await firstItem<{ id: string }>(api, '/api/children?limit=1')).id,
}

/** The address of the screen, its `:id` filled in with a record the viewer may open. */
export async function addressOf(screen: Screen, api: APIRequestContext): Promise<string> {
  if (screen.path) return screen.path
  if (!screen.opens) return screen.route
  return screen.route.replace(':id', await lookUp[screen.opens](api))
}
