import { ADMIN_SIGN_UP_REFUSED } from '@afc/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { session, user, userProfiles, userRoles, vendors } from '../../db/schema/index.ts'
import { createSignedInUser, nextClientAddress, signUpThroughApi } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { createAdmin } from './create-admin-service.ts'

let app: TestAppWithMail

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

async function findUser(email: string) {
  const db = app.database.db
  const [row] = await db.select().from(user).where(eq(user.email, email))
  if (!row) return null
  const roles = await db.select().from(userRoles).where(eq(userRoles.userId, row.id))
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.id, row.id))
  const [vendor] = await db.select().from(vendors).where(eq(vendors.userId, row.id))
  return { ...row, roles: roles.map((r) => r.role).sort(), profile, vendor }
}

const signIn = (payload: Record<string, unknown>, remoteAddress = nextClientAddress()) =>
  app.inject({ method: 'POST', url: '/api/account/sign-in', payload, remoteAddress })

describe('sign-up', () => {
  it('creates a customer with a profile and mails a confirmation link', async () => {
    const response = await signUpThroughApi(app, {
      email: 'Maya.Parent@Example.com',
      firstName: 'Maya',
      lastName: 'Lopez',
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({
      verificationRequired: false,
      message: 'Please check your email to confirm your account',
    })
    const created = await findUser('maya.parent@example.com')
    expect(created?.roles).toEqual(['customer'])
    expect(created?.profile).toMatchObject({ firstName: 'Maya', lastName: 'Lopez' })
    expect(created?.vendor).toBeUndefined()
    const mail = (await app.deliveredMail()).find(
      (message) => message.to === 'maya.parent@example.com',
    )
    expect(mail?.subject).toBe('Please confirm your email for Activities for Children')
    expect(mail?.text).toMatch(/\/api\/auth\/verify-email\?token=/)
  })

  it('creates a pending vendor record for a vendor sign-up', async () => {
    const response = await signUpThroughApi(app, {
      email: 'sam@studio.example',
      firstName: 'Sam',
      role: 'vendor',
    })
    expect(response.statusCode).toBe(201)
    const created = await findUser('sam@studio.example')
    expect(created?.roles).toEqual(['customer', 'vendor'])
    expect(created?.vendor).toMatchObject({
      businessName: "Sam's Business",
      description: 'New vendor account',
      status: 'pending',
    })
  })

  it('never yields an admin', async () => {
    const response = await signUpThroughApi(app, { email: 'boss@example.com', role: 'admin' })
    expect(response.statusCode).toBe(403)
    expect(response.json().detail).toBe(ADMIN_SIGN_UP_REFUSED)
    expect(await findUser('boss@example.com')).toBeNull()
  })

  it.each([
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['password', { password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    ['firstName', { firstName: '  ' }, 'First name is required'],
    ['lastName', { lastName: '' }, 'Last name is required'],
  ])('refuses a bad %s with the product message', async (field, change, message) => {
    const payload = {
      email: 'valid@example.com',
      password: 'password123',
      firstName: 'Val',
      lastName: 'Id',
      role: 'customer',
      ...change,
    }
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload,
      remoteAddress: nextClientAddress(),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors[field]).toEqual([message])
    expect(await findUser('valid@example.com')).toBeNull()
  })

  it('answers an existing email exactly like a new one and tells its owner by mail', async () => {
    const first = await signUpThroughApi(app, { email: 'twice@example.com' })
    const second = await signUpThroughApi(app, { email: 'twice@example.com', role: 'vendor' })
    expect(second.statusCode).toBe(first.statusCode)
    expect(second.json()).toEqual(first.json())
    const created = await findUser('twice@example.com')
    expect(created?.roles).toEqual(['customer'])
    const notices = (await app.deliveredMail()).filter(
      (message) =>
        message.to === 'twice@example.com' &&
        message.subject === 'Someone tried to sign up with your email',
    )
    expect(notices).toHaveLength(1)
  })
})

describe('sign-in', () => {
  beforeAll(async () => {
    await signUpThroughApi(app, { email: 'cara@example.com' })
    await signUpThroughApi(app, { email: 'victor@example.com', role: 'vendor' })
    await createAdmin({ db: app.database.db, email: 'root@example.com', password: 'password123' })
  })

  it('sets an HttpOnly, SameSite=Lax session cookie and lands a customer on /', async () => {
    const response = await signIn({ email: 'cara@example.com', password: 'password123' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      redirectTo: '/',
      account: { user: { email: 'cara@example.com' }, roles: ['customer'], vendor: null },
    })
    const cookie = response.cookies.find((c) => c.name === 'afc.session_token')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie?.secure).toBeFalsy()
  })

  it('lands a vendor on /vendor and an admin on /admin', async () => {
    const vendor = await signIn({
      email: 'victor@example.com',
      password: 'password123',
      role: 'vendor',
    })
    expect(vendor.json()).toMatchObject({
      redirectTo: '/vendor',
      account: { roles: ['customer', 'vendor'], vendor: { status: 'pending' } },
    })
    const admin = await signIn({
      email: 'root@example.com',
      password: 'password123',
      role: 'admin',
    })
    expect(admin.json()).toMatchObject({
      redirectTo: '/admin',
      account: { roles: ['customer', 'admin'] },
    })
  })

  it('ends the session and says Access denied when the chosen role is missing', async () => {
    const response = await signIn({
      email: 'cara@example.com',
      password: 'password123',
      role: 'vendor',
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({
      title: 'Access denied',
      detail: "You don't have vendor privileges",
    })
    expect(response.cookies).toHaveLength(0)
    const cara = await findUser('cara@example.com')
    const sessions = await app.database.db
      .select()
      .from(session)
      .where(eq(session.userId, cara?.id ?? ''))
    expect(sessions.length).toBe(1) // only the one from the customer sign-in above
  })

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const wrong = await signIn({ email: 'cara@example.com', password: 'wrong-password' })
    const unknown = await signIn({ email: 'nobody@example.com', password: 'wrong-password' })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    const { instance: _a, ...wrongBody } = wrong.json()
    const { instance: _b, ...unknownBody } = unknown.json()
    expect(wrongBody).toEqual(unknownBody)
    expect(wrongBody.detail).toBe('Invalid email or password')
  })

  it('limits attempts per email and IP: the 11th gets 429, another email still gets through', async () => {
    const address = nextClientAddress()
    const attempt = (email: string) =>
      signIn({ email, password: 'wrong-password' }, address).then((r) => r.statusCode)
    const statuses: number[] = []
    for (let index = 0; index < 11; index++) statuses.push(await attempt('cara@example.com'))
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses[10]).toBe(429)
    const limited = await signIn({ email: 'cara@example.com', password: 'x'.repeat(8) }, address)
    expect(limited.json().detail).toMatch(
      /^Too many attempts\. Please wait \d+ seconds? and try again\.$/,
    )
    expect(limited.headers['retry-after']).toBeDefined()
    expect(await attempt('victor@example.com')).toBe(401)
  })

  // 61 password checks (scrypt) take a few seconds, more on a busy machine.
  it('limits one IP to 60 attempts a minute whatever the emails', { timeout: 90_000 }, async () => {
    const address = nextClientAddress()
    const statuses: number[] = []
    for (let index = 0; index < 61; index++) {
      const response = await signIn(
        { email: `someone${index}@example.com`, password: 'wrong-password' },
        address,
      )
      statuses.push(response.statusCode)
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(60)
    expect(statuses[60]).toBe(429)
  })
})

describe('session', () => {
  it('reads the account with the cookie, and refuses it once signed out', async () => {
    const { cookie } = await createSignedInUser(app, { email: 'dana@example.com' })
    const me = await app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie } })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({
      user: { email: 'dana@example.com', emailVerified: false },
      profile: { firstName: 'Test', lastName: 'Person' },
      roles: ['customer'],
    })

    const signOut = await app.inject({
      method: 'POST',
      url: '/api/account/sign-out',
      headers: { cookie },
    })
    expect(signOut.statusCode).toBe(204)
    const revoked = await app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie } })
    expect(revoked.statusCode).toBe(401)
    expect(revoked.json().detail).toBe('User not authenticated')
  })

  it('answers the session question for a visitor without an error, and with the account when signed in', async () => {
    const visitor = await app.inject({ method: 'GET', url: '/api/account/session' })
    expect(visitor.statusCode).toBe(200)
    expect(visitor.json()).toEqual({ account: null })
    const { cookie } = await createSignedInUser(app, { email: 'erin@example.com' })
    const signedIn = await app.inject({
      method: 'GET',
      url: '/api/account/session',
      headers: { cookie },
    })
    expect(signedIn.json().account).toMatchObject({
      user: { email: 'erin@example.com' },
      roles: ['customer'],
    })
  })

  it('refuses a visitor with 401 and a forged cookie likewise', async () => {
    const visitor = await app.inject({ method: 'GET', url: '/api/account/me' })
    expect(visitor.statusCode).toBe(401)
    const forged = await app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { cookie: 'afc.session_token=forged.value' },
    })
    expect(forged.statusCode).toBe(401)
  })

  it('refuses a state-changing request from another site', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'cara@example.com', password: 'password123' },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json().detail).toBe(
      'This request did not come from the Activities for Children site.',
    )
  })

  it('keeps the library sign-up and sign-in endpoints closed', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'sneaky@example.com', password: 'password123', name: 'Sneaky' },
    })
    expect(response.statusCode).toBe(404)
    expect(await findUser('sneaky@example.com')).toBeNull()
  })
})
