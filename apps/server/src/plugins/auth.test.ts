import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user, userRoles } from '../db/schema/index.ts'
import { createSignedInUser, signInCookie, signUpThroughApi } from '../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../test/app.ts'
import { requireRole } from './auth.ts'

let app: TestAppWithMail
const cookies: Record<'customer' | 'vendor' | 'admin' | 'vendorWithoutRecord', string> = {
  customer: '',
  vendor: '',
  admin: '',
  vendorWithoutRecord: '',
}

beforeAll(async () => {
  app = await buildTestApp({}, (instance) => {
    // The admin area's endpoints come later; this route exercises the same guard they will use.
    instance.get('/api/admin/__guarded', { preHandler: requireRole('admin') }, async () => ({
      ok: true,
    }))
  })
  cookies.customer = (await createSignedInUser(app, { email: 'cust@example.com' })).cookie
  cookies.vendor = (
    await createSignedInUser(app, { email: 'vend@example.com', roles: ['vendor'] })
  ).cookie
  cookies.admin = (
    await createSignedInUser(app, { email: 'adm@example.com', roles: ['admin'] })
  ).cookie
  // A vendor role without a vendor record: the state 'Vendor not found' exists for.
  await signUpThroughApi(app, { email: 'orphan@example.com' })
  const [orphan] = await app.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, 'orphan@example.com'))
  await app.database.db.insert(userRoles).values({ userId: orphan?.id ?? '', role: 'vendor' })
  cookies.vendorWithoutRecord = await signInCookie(app, {
    email: 'orphan@example.com',
    role: 'vendor',
  })
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

describe('vendor guard', () => {
  it('refuses a visitor with 401', async () => {
    const response = await get('/api/vendor/me')
    expect(response.statusCode).toBe(401)
    expect(response.json().detail).toBe('User not authenticated')
  })

  it('refuses a customer with 403', async () => {
    const response = await get('/api/vendor/me', cookies.customer)
    expect(response.statusCode).toBe(403)
    expect(response.json().detail).toBe("You don't have vendor privileges")
  })

  it("answers 'Vendor not found' to a vendor without a vendor record", async () => {
    const response = await get('/api/vendor/me', cookies.vendorWithoutRecord)
    expect(response.statusCode).toBe(404)
    expect(response.json().detail).toBe('Vendor not found')
  })

  it("gives a vendor its own record and nobody else's", async () => {
    const response = await get('/api/vendor/me', cookies.vendor)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ businessName: "Test's Business", status: 'pending' })
  })
})

describe('admin guard', () => {
  it('refuses a visitor (401), a customer and a vendor (403), and lets an admin in', async () => {
    expect((await get('/api/admin/__guarded')).statusCode).toBe(401)
    expect((await get('/api/admin/__guarded', cookies.customer)).statusCode).toBe(403)
    const vendor = await get('/api/admin/__guarded', cookies.vendor)
    expect(vendor.statusCode).toBe(403)
    expect(vendor.json().detail).toBe("You don't have admin privileges")
    expect((await get('/api/admin/__guarded', cookies.admin)).statusCode).toBe(200)
  })

  it('sees a revoked role at once', async () => {
    const [admin] = await app.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'adm@example.com'))
    await app.database.db.delete(userRoles).where(eq(userRoles.userId, admin?.id ?? ''))
    expect((await get('/api/admin/__guarded', cookies.admin)).statusCode).toBe(403)
  })
})
