import { ACCOUNT_DISABLED, LAST_ADMIN_REFUSED, OWN_ADMIN_ROLE_REFUSED } from '@afc/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { session, userRoles, vendors } from '../../db/schema/index.ts'
import { createSignedInUser, nextClientAddress, signUpThroughApi } from '../../test/accounts.ts'
import { apiAs } from '../../test/api-as.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'

let app: TestAppWithMail
let first: { userId: string; cookie: string }

const signIn = (email: string, role: 'customer' | 'admin' = 'customer') =>
  app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    remoteAddress: nextClientAddress(),
    payload: { email, password: 'password123', role },
  })

async function signInCookieOf(email: string) {
  const response = await signIn(email)
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
}

beforeAll(async () => {
  app = await buildTestApp()
  first = await createSignedInUser(app, { email: 'first@users.example', roles: ['admin'] })
})
afterAll(async () => {
  await app?.close()
})

describe('admin roles', () => {
  it('keeps the last admin, then keeps each admin from removing their own role', async () => {
    const self = apiAs(app, first.cookie)
    const revokeOwn = () =>
      self.post(`/api/admin/users/${first.userId}/roles`, { role: 'admin', grant: false })
    const alone = await revokeOwn()
    expect(alone.statusCode).toBe(409)
    expect(alone.json().detail).toBe(LAST_ADMIN_REFUSED)

    const second = await createSignedInUser(app, { email: 'second@users.example' })
    const granted = await self.post(`/api/admin/users/${second.userId}/roles`, {
      role: 'admin',
      grant: true,
    })
    expect(granted.statusCode).toBe(200)
    expect(granted.json().roles).toEqual(['customer', 'admin'])

    const own = await revokeOwn()
    expect(own.statusCode).toBe(409)
    expect(own.json().detail).toBe(OWN_ADMIN_ROLE_REFUSED)

    // Another admin may remove it, and the role takes effect on the next request.
    const secondAdmin = apiAs(app, await signInCookieOf('second@users.example'))
    const removed = await secondAdmin.post(`/api/admin/users/${first.userId}/roles`, {
      role: 'admin',
      grant: false,
    })
    expect(removed.statusCode).toBe(200)
    expect(removed.json().roles).toEqual(['customer'])
    expect((await self.get('/api/admin/dashboard')).statusCode).toBe(403)
    await secondAdmin.post(`/api/admin/users/${first.userId}/roles`, { role: 'admin', grant: true })
    expect((await self.get('/api/admin/dashboard')).statusCode).toBe(200)
  })

  it('creates a pending vendor record when granting vendor to someone without one', async () => {
    await signUpThroughApi(app, { email: 'robin@users.example', firstName: 'Robin' })
    const admin = apiAs(app, first.cookie)
    const [robin] = (await admin.get('/api/admin/users?q=robin@users')).json().items
    const response = await admin.post(`/api/admin/users/${robin.id}/roles`, {
      role: 'vendor',
      grant: true,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      roles: ['customer', 'vendor'],
      vendor: { businessName: "Robin's Business", status: 'pending' },
    })
    const [record] = await app.database.db
      .select({ description: vendors.description })
      .from(vendors)
      .where(eq(vendors.userId, robin.id))
    expect(record?.description).toBe('New vendor account')
    // Asking again changes nothing and creates no second record.
    const again = await admin.post(`/api/admin/users/${robin.id}/roles`, {
      role: 'vendor',
      grant: true,
    })
    expect(again.json().vendor.id).toBe(response.json().vendor.id)
  })

  it('refuses a role that is not vendor or admin', async () => {
    const response = await apiAs(app, first.cookie).post(`/api/admin/users/${first.userId}/roles`, {
      role: 'customer',
      grant: false,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors.role).toEqual(['Choose the vendor or admin role'])
  })
})

describe('disabling an account', () => {
  it('ends its sessions at once and refuses sign-in with the message, until enabled', async () => {
    const casey = await createSignedInUser(app, { email: 'casey@users.example' })
    const other = await signInCookieOf('casey@users.example')
    expect((await apiAs(app, casey.cookie).get('/api/account/me')).statusCode).toBe(200)

    const admin = apiAs(app, first.cookie)
    const response = await admin.post(`/api/admin/users/${casey.userId}/disable`)
    expect(response.statusCode).toBe(200)
    expect(response.json().disabledAt).not.toBeNull()
    for (const cookie of [casey.cookie, other]) {
      expect((await apiAs(app, cookie).get('/api/account/me')).statusCode).toBe(401)
    }
    const rows = await app.database.db
      .select()
      .from(session)
      .where(eq(session.userId, casey.userId))
    expect(rows).toEqual([])

    const refused = await signIn('casey@users.example')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().detail).toBe(ACCOUNT_DISABLED)
    expect(refused.cookies).toEqual([])

    expect((await admin.post(`/api/admin/users/${casey.userId}/disable`)).statusCode).toBe(409)
    expect((await admin.post(`/api/admin/users/${casey.userId}/enable`)).statusCode).toBe(200)
    expect((await signIn('casey@users.example')).statusCode).toBe(200)
  })

  it('keeps an admin from disabling their own account', async () => {
    const response = await apiAs(app, first.cookie).post(`/api/admin/users/${first.userId}/disable`)
    expect(response.statusCode).toBe(409)
    expect(response.json().detail).toBe('You cannot disable your own account.')
  })

  it('still gives a wrong password the usual answer', async () => {
    const dana = await createSignedInUser(app, { email: 'dana@users.example' })
    await apiAs(app, first.cookie).post(`/api/admin/users/${dana.userId}/disable`)
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      remoteAddress: nextClientAddress(),
      payload: { email: 'dana@users.example', password: 'not-the-password', role: 'customer' },
    })
    expect(response.statusCode).toBe(401)
    expect(response.json().detail).toBe('Invalid email or password')
  })
})

describe('GET /api/admin/users', () => {
  it('finds people by email or name, filters by role and lists their roles', async () => {
    await signUpThroughApi(app, {
      email: 'morgan.lee@users.example',
      firstName: 'Morgan',
      lastName: 'Lee',
      role: 'vendor',
    })
    const admin = apiAs(app, first.cookie)
    const byName = (await admin.get('/api/admin/users?q=morgan%20lee')).json()
    expect(byName.total).toBe(1)
    expect(byName.items[0]).toMatchObject({
      email: 'morgan.lee@users.example',
      firstName: 'Morgan',
      lastName: 'Lee',
      roles: ['customer', 'vendor'],
      disabledAt: null,
      vendor: { businessName: "Morgan's Business", status: 'pending' },
    })
    const admins = (await admin.get('/api/admin/users?role=admin')).json()
    expect(admins.items.map((item: { email: string }) => item.email).sort()).toEqual([
      'first@users.example',
      'second@users.example',
    ])
    const page = (await admin.get('/api/admin/users?limit=2&page=1')).json()
    expect(page.items).toHaveLength(2)
    expect(page.total).toBeGreaterThan(2)
  })
})

describe('two admins removing each other at once', () => {
  let duel: TestAppWithMail
  beforeAll(async () => {
    duel = await buildTestApp()
  })
  afterAll(async () => {
    await duel?.close()
  })

  it('leaves exactly one admin', async () => {
    const [x, y] = await Promise.all(
      ['x@duel.example', 'y@duel.example'].map((email) =>
        createSignedInUser(duel, { email, roles: ['admin'] }),
      ),
    )
    if (!x || !y) throw new Error('admins were not created')
    const remove = (actor: { cookie: string }, target: { userId: string }) =>
      apiAs(duel, actor.cookie).post(`/api/admin/users/${target.userId}/roles`, {
        role: 'admin',
        grant: false,
      })
    const answers = await Promise.all([remove(x, y), remove(y, x)])
    const codes = answers.map((answer) => answer.statusCode).sort()
    // The loser is refused as the last admin, or, if the winner committed before its request
    // began, as no longer an admin at all.
    expect(codes[0]).toBe(200)
    expect([403, 409]).toContain(codes[1])
    const admins = await duel.database.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.role, 'admin'))
    expect(admins).toHaveLength(1)
  })
})
