import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInCookie } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { DEMO_PASSWORD } from './demo-accounts.ts'
import { seedDemoData } from './seed-demo-data.ts'

let app: TestAppWithMail

beforeAll(async () => {
  app = await buildTestApp()
  await seedDemoData({ db: app.database.db })
})

afterAll(async () => {
  await app?.close()
})

describe('demo accounts through the real sign-in', () => {
  it.each([
    ['admin@example.com', 'admin'],
    ['vendor@example.com', 'vendor'],
    ['pending-vendor@example.com', 'vendor'],
    ['parent@example.com', 'customer'],
  ] as const)('%s signs in as %s with the demo password', async (email, role) => {
    const cookie = await signInCookie(app, { email, password: DEMO_PASSWORD, role })
    expect(cookie).not.toBe('')
  })
})
