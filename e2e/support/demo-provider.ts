import {
  type APIRequestContext,
  expect,
  type PlaywrightWorkerArgs,
  type WorkerInfo,
} from '@playwright/test'

/**
 * A demo provider (vendor@example.com, Sunny Studio, unless another is named) signed in through
 * the API, once per worker: the server allows 10 sign-ins per email a minute. Dispose of it when
 * done.
 */
export async function signInDemoProvider(options: {
  playwright: PlaywrightWorkerArgs['playwright']
  workerInfo: WorkerInfo
  email?: string
}): Promise<APIRequestContext> {
  const baseURL = options.workerInfo.project.use.baseURL ?? ''
  const request = await options.playwright.request.newContext({ baseURL })
  const signIn = await request.post('/api/account/sign-in', {
    data: { email: options.email ?? 'vendor@example.com', password: 'password123', role: 'vendor' },
    headers: { origin: baseURL },
  })
  expect(signIn.status()).toBe(200)
  return request
}
