// @one-database: the answer is the configuration; no statement runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config/env.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'

let app: TestAppWithMail

beforeAll(async () => {
  const configured = loadConfig({
    NODE_ENV: 'test',
    CHECKOUT_HOLD_MINUTES: '1',
    WAITLIST_OFFER_HOURS: '5',
    WAITLIST_CUTOFF_HOURS: '3',
  })
  app = await buildTestApp({ payments: configured.payments, waitlist: configured.waitlist })
})
afterAll(async () => {
  await app?.close()
})

describe('GET /api/booking-terms', () => {
  it('gives anyone the lengths of time this server is configured with', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/booking-terms' })

    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      checkoutHoldMinutes: 1,
      waitlistOfferHours: 5,
      waitlistCutoffHours: 3,
    })
    expect(response.headers['cache-control']).toMatch(/^public, max-age=300/)
    const again = await app.inject({
      method: 'GET',
      url: '/api/booking-terms',
      headers: { 'if-none-match': String(response.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })
})
