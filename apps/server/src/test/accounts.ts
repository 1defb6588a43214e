import type { Role } from '@afc/contracts'
import { eq } from 'drizzle-orm'
import { user, userRoles } from '../db/schema/index.ts'
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

/** A signed-in user holding exactly `roles` (plus customer), created through the real sign-up. */
export async function createSignedInUser(
  app: TestAppWithMail,
  input: { email: string; roles?: Role[] },
) {
  const roles = input.roles ?? []
  const signUp = await signUpThroughApi(app, {
    email: input.email,
    role: roles.includes('vendor') ? 'vendor' : 'customer',
  })
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`)
  const db = app.database.db
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, input.email))
  if (!row) throw new Error('user was not created')
  if (roles.includes('admin')) {
    await db.insert(userRoles).values({ userId: row.id, role: 'admin' })
  }
  const cookie = await signInCookie(app, { email: input.email })
  return { userId: row.id, cookie }
}
