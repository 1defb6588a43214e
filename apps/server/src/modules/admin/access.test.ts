// @one-database: the guard decides; each admin endpoint has its own tests on both engines.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser } from '../../test/accounts.ts'
import { apiAs } from '../../test/api-as.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'

/** Every admin endpoint. The first test checks this table against the app's own route list. */
const ADMIN_ROUTES = [
  'GET /api/admin/activities',
  'POST /api/admin/activities/:id/approve',
  'POST /api/admin/activities/:id/deactivate',
  'POST /api/admin/activities/:id/feature',
  'POST /api/admin/activities/:id/reject',
  'POST /api/admin/activities/:id/unfeature',
  'GET /api/admin/analytics',
  'GET /api/admin/audit-log',
  'POST /api/admin/bookings/:id/refund',
  'GET /api/admin/children',
  'POST /api/admin/children/:id/record',
  'GET /api/admin/contact-messages',
  'POST /api/admin/contact-messages/:id/read',
  'GET /api/admin/dashboard',
  'GET /api/admin/jobs',
  'GET /api/admin/jobs/summary',
  'POST /api/admin/jobs/:queue/:id/retry',
  'GET /api/admin/mail',
  'GET /api/admin/mail/:id',
  'POST /api/admin/mail/:id/retry',
  'GET /api/admin/newsletter',
  'GET /api/admin/newsletter.csv',
  'GET /api/admin/credits',
  'POST /api/admin/credits',
  'GET /api/admin/payments',
  'GET /api/admin/payments.csv',
  'GET /api/admin/payment-plans',
  'POST /api/admin/payment-plans/:id/charge-next',
  'GET /api/admin/promo-codes',
  'POST /api/admin/promo-codes',
  'PUT /api/admin/promo-codes/:id',
  'DELETE /api/admin/promo-codes/:id',
  'GET /api/admin/reviews',
  'POST /api/admin/reviews/:id/hide',
  'GET /api/admin/settings',
  'PUT /api/admin/settings',
  'GET /api/admin/users',
  'POST /api/admin/users/:id/disable',
  'POST /api/admin/users/:id/enable',
  'POST /api/admin/users/:id/roles',
  'GET /api/admin/vendors',
  'GET /api/admin/vendors/:id',
  'POST /api/admin/vendors/:id/approve',
  'POST /api/admin/vendors/:id/reject',
  'POST /api/admin/vendors/:id/suspend',
]

let app: TestAppWithMail
const cookies = { customer: '', vendor: '', admin: '' }

beforeAll(async () => {
  app = await buildTestApp()
  cookies.customer = (await createSignedInUser(app, { email: 'cust@access.example' })).cookie
  cookies.vendor = (
    await createSignedInUser(app, { email: 'vend@access.example', roles: ['vendor'] })
  ).cookie
  cookies.admin = (
    await createSignedInUser(app, { email: 'adm@access.example', roles: ['admin'] })
  ).cookie
})
afterAll(async () => {
  await app?.close()
})

/** Sends the route with no body at all: the guard must answer before any validation. */
function call(route: string, cookie?: string) {
  const [method = 'GET', path = ''] = route.split(' ')
  return app.inject({
    method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: path.replace(':id', randomUUID()),
    headers: cookie ? { cookie } : {},
  })
}

describe('the admin guard', () => {
  it('covers every admin route the app serves', async () => {
    const document = (await apiAs(app).get('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>
    }
    const served = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map(
          (method) => `${method.toUpperCase()} ${path.replaceAll(/\{(\w+)\}/g, ':$1')}`,
        ),
      )
    expect(served.sort()).toEqual([...ADMIN_ROUTES].sort())
  })

  it.each(ADMIN_ROUTES)('refuses a visitor with 401: %s', async (route) => {
    const response = await call(route)
    expect(response.statusCode).toBe(401)
    expect(response.json().detail).toBe('User not authenticated')
  })

  it.each(ADMIN_ROUTES)('refuses a customer with 403: %s', async (route) => {
    const response = await call(route, cookies.customer)
    expect(response.statusCode).toBe(403)
    expect(response.json().detail).toBe("You don't have admin privileges")
  })

  it.each(ADMIN_ROUTES)('refuses a vendor with 403: %s', async (route) => {
    const response = await call(route, cookies.vendor)
    expect(response.statusCode).toBe(403)
    expect(response.json().detail).toBe("You don't have admin privileges")
  })

  it.each(ADMIN_ROUTES)('lets an admin through: %s', async (route) => {
    const response = await call(route, cookies.admin)
    // Unknown ids and missing bodies still fail, but past the guard.
    expect([200, 400, 404]).toContain(response.statusCode)
  })

  it('keeps admin answers out of shared caches', async () => {
    const response = await apiAs(app, cookies.admin).get('/api/admin/dashboard')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
  })
})
