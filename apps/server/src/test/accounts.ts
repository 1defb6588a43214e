import { type Role, signUpSchema } from '@afc/contracts'
import { eq } from 'drizzle-orm'
import { user, userRoles } from '../db/schema/index.ts'
import { insertAccount } from '../modules/account/sign-up-service.ts'
import type { TestAppWithMail } from './app.ts'

let addressCounter = 0
/** A distinct client address per caller, so rate limits of one test never touch another. */
export function nextClientAddress() {
  addressCounter += 1
  return `10.${Math.floor(addressCounter / 250)}.${addressCounter % 250}.1`
}

export async function signUpThroughApi(
  app: TestAppWithMail,
  input: { email: string; password?: string; role?: Role; firstName?: string; lastName?: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/account/sign-up',
    remoteAddress: nextClientAddress(),
    payload: {
      email: input.email,
      password: input.password ?? 'password123',
      firstName: input.firstName ?? 'Test',
      lastName: input.lastName ?? 'Person',
      role: input.role ?? 'customer',
    },
  })
}

/** Signs in and returns the Cookie header value that carries the session. */
export async function signInCookie(
  app: TestAppWithMail,
  input: { email: string; password?: string; role?: Role },
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    remoteAddress: nextClientAddress(),
    payload: {
      email: input.email,
      password: input.password ?? 'password123',
      role: input.role ?? 'customer',
    },
  })
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`)
  }
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
}

/**
 * A signed-in user holding exactly `roles` (plus customer). The account is written as sign-up
 * writes it, without the half second every sign-up waits on purpose (the sign-up's own tests
 * cover the route); the sign-in is the real one.
 */
export async function createSignedInUser(
  app: TestAppWithMail,
  input: { email: string; roles?: Role[] },
) {
  const roles = input.roles ?? []
  const request = signUpSchema.parse({
    email: input.email,
    password: 'password123',
    firstName: 'Test',
    lastName: 'Person',
    role: roles.includes('vendor') ? 'vendor' : 'customer',
  })
  const db = app.database.db
  const passwordHash = await (await app.auth.$context).password.hash(request.password)
  if (!(await insertAccount({ db, input: request, passwordHash }))) {
    throw new Error(`${input.email} already has an account`)
  }
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, request.email))
  if (!row) throw new Error('user was not created')
  if (roles.includes('admin')) {
    await db.insert(userRoles).values({ userId: row.id, role: 'admin' })
  }
  const cookie = await signInCookie(app, { email: request.email })
  return { userId: row.id, cookie }
}
