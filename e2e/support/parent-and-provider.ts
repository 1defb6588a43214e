import path from 'node:path'
import { type APIRequestContext, test as base, type WorkerInfo } from '@playwright/test'
import { signInDemoProvider } from './demo-provider'
import { newParentStorageState } from './new-parent'

type Fixtures = { parentStorageState: string }
type Worker = { providerApi: APIRequestContext; providerStorageState: string }

/**
 * A test whose browser starts signed in as a new parent of the project's own (its last name
 * followed by the project's, so each project's lists hold only its own records) with
 * `children`, beside the API of a demo provider signed in once per worker (the server allows 10
 * sign-ins per email a minute), and that provider's cookies for a browser context of its own
 * (`providerStorageState`).
 */
export function parentAndProviderTest(options: {
  parent: { first: string; last: string }
  children: readonly (readonly [firstName: string, years: number])[]
  provider: string | ((workerInfo: WorkerInfo) => string)
}) {
  const { parent, children, provider } = options
  return base.extend<Fixtures, Worker>({
    storageState: ({ parentStorageState }, use) => use(parentStorageState),
    parentStorageState: async ({ playwright }, use, testInfo) => {
      const name = { first: parent.first, last: `${parent.last}${testInfo.project.name}` }
      await use(await newParentStorageState({ playwright, workerInfo: testInfo, name, children }))
    },
    providerApi: [
      async ({ playwright }, use, workerInfo) => {
        const email = typeof provider === 'string' ? provider : provider(workerInfo)
        const request = await signInDemoProvider({ playwright, workerInfo, email })
        await use(request)
        await request.dispose()
      },
      { scope: 'worker' },
    ],
    providerStorageState: [
      async ({ providerApi }, use, workerInfo) => {
        const email = typeof provider === 'string' ? provider : provider(workerInfo)
        // Named after the provider too: specs for other providers may share the worker.
        const slug = email.replace(/[^a-z0-9]+/gi, '-')
        const file = path.join(
          workerInfo.project.outputDir,
          `${slug}-${workerInfo.workerIndex}.json`,
        )
        await providerApi.storageState({ path: file })
        await use(file)
      },
      { scope: 'worker' },
    ],
  })
}
