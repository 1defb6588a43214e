// @one-database: the guards and the session cookie decide; no engine-specific statement.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { session, user, userRoles } from '../db/schema/index.ts'
import { createSignedInUser, signInCookie, signUpThroughApi } from '../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../test/app.ts'
import { requireRole, requireUser } from './auth.ts'

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
    instance.get('/api/__caller', { preHandler: requireUser }, async (request) => ({
      email: request.caller?.email,
      roles: request.caller?.roles,
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

describe('the session cookie', () => {
  const DAY_MS = 86_400_000
  const sessionOf = async (cookie: string) => {
    const rows = await app.database.db.select().from(session)
    const row = rows.find((candidate) => cookie.includes(encodeURIComponent(candidate.token)))
    if (!row) throw new Error('no session row for the cookie')
    return row
  }
  const freshCaller = async (email: string, roles: ('vendor' | 'admin')[] = []) =>
    (await createSignedInUser(app, { email, roles })).cookie

  it('names the signed-in user and their roles', async () => {
    const cookie = await freshCaller('roles@example.com', ['vendor'])
    const response = await get('/api/__caller', cookie)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ email: 'roles@example.com', roles: ['customer', 'vendor'] })
  })

  it('refuses a cookie whose signature does not match, or a token without its signature', async () => {
    const cookie = await freshCaller('forged@example.com')
    const [name, value = ''] = cookie.split(';')[0]?.split('=') ?? []
    const token = decodeURIComponent(value).split('.')[0] ?? ''
    const forged = `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`
    expect((await get('/api/__caller', forged)).statusCode).toBe(401)
    expect((await get('/api/__caller', `${name}=${token}`)).statusCode).toBe(401)
  })

  it('refuses a lapsed session and removes its row', async () => {
    const cookie = await freshCaller('lapsed@example.com')
    const row = await sessionOf(cookie)
    await app.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.id, row.id))
    expect((await get('/api/__caller', cookie)).statusCode).toBe(401)
    const left = await app.database.db.select().from(session).where(eq(session.id, row.id))
    expect(left).toEqual([])
  })

  it('extends a session used after a day, and leaves a newer one as it is', async () => {
    const cookie = await freshCaller('sliding@example.com')
    const row = await sessionOf(cookie)
    // Refreshed two days ago: 28 of its 30 days left.
    const dated = new Date(Date.now() + 28 * DAY_MS)
    await app.database.db.update(session).set({ expiresAt: dated }).where(eq(session.id, row.id))
    expect((await get('/api/__caller', cookie)).statusCode).toBe(200)
    const extended = (await sessionOf(cookie)).expiresAt.getTime()
    expect(extended).toBeGreaterThan(Date.now() + 29 * DAY_MS)
    expect((await get('/api/__caller', cookie)).statusCode).toBe(200)
    expect((await sessionOf(cookie)).expiresAt.getTime()).toBe(extended)
  })

  it('refuses a disabled account whose session row survived', async () => {
    const cookie = await freshCaller('disabled@example.com')
    await app.database.db
      .update(user)
      .set({ disabledAt: new Date() })
      .where(eq(user.email, 'disabled@example.com'))
    expect((await get('/api/__caller', cookie)).statusCode).toBe(401)
  })
})
