// @one-database: reads the app's route table and the access map; no query decides anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../test/app.ts'
import { PROVIDER_ROUTE_ACCESS } from './provider-access.ts'

let app: TestAppWithMail
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

describe('the provider access map', () => {
  it('declares every provider route the app registers', () => {
    const undeclared = [...app.providerRoutes].filter((key) => !(key in PROVIDER_ROUTE_ACCESS))
    expect(undeclared, 'add these routes to PROVIDER_ROUTE_ACCESS').toEqual([])
    expect(app.providerRoutes.size).toBeGreaterThan(60)
  })

  it('declares no route the app does not have, so the map cannot drift', () => {
    const stale = Object.keys(PROVIDER_ROUTE_ACCESS).filter((key) => !app.providerRoutes.has(key))
    expect(stale).toEqual([])
  })
})
