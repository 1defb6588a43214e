import path from 'node:path'
import { expect, type PlaywrightWorkerArgs, type WorkerInfo } from '@playwright/test'

/** A YYYY-MM-DD birth date that makes a child `years` old today and for the next weeks. */
export function bornYearsAgo(years: number): string {
  const date = new Date()
  date.setUTCFullYear(date.getUTCFullYear() - years, date.getUTCMonth(), 1)
  return date.toISOString().slice(0, 10)
}

/**
 * Signs up a parent of the worker's own (so its lists hold only its own records), adds its
 * children, and returns the signed-in storage state file for the browser to start from.
 */
export async function newParentStorageState(options: {
  playwright: PlaywrightWorkerArgs['playwright']
  workerInfo: WorkerInfo
  name: { first: string; last: string }
  children?: readonly (readonly [firstName: string, years: number])[]
}): Promise<string> {
  const { playwright, workerInfo, name, children = [] } = options
  const baseURL = workerInfo.project.use.baseURL ?? ''
  const request = await playwright.request.newContext({ baseURL })
  const suffix = `${workerInfo.project.name}-${workerInfo.workerIndex}-${Date.now().toString(36)}`
  const slug = name.last.toLowerCase()
  const credentials = { email: `${slug}-${suffix}@example.com`, password: 'password123' }
  const headers = { origin: baseURL }
  const signUp = await request.post('/api/account/sign-up', {
    data: { ...credentials, role: 'customer', firstName: name.first, lastName: name.last },
    headers,
  })
  expect(signUp.status()).toBe(201)
  const signIn = await request.post('/api/account/sign-in', {
    data: { ...credentials, role: 'customer' },
    headers,
  })
  expect(signIn.status()).toBe(200)
  for (const [firstName, years] of children) {
    const child = await request.post('/api/children', {
      data: { firstName, lastName: name.last, birthDate: bornYearsAgo(years) },
      headers,
    })
    expect(child.status()).toBe(201)
  }
  const file = path.join(workerInfo.project.outputDir, `${slug}-${workerInfo.workerIndex}.json`)
  await request.storageState({ path: file })
  await request.dispose()
  return file
}
