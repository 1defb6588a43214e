import { ACCOUNT_DISABLED, type loginSchema, type SignInResponse } from '@afc/contracts'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { session, user } from '../../db/schema/index.ts'
import type { Auth } from '../../infra/auth/index.ts'
import { HttpProblem } from '../../lib/http-problem.ts'
import { getAccount } from './account-service.ts'

export type SignInRequest = z.output<typeof loginSchema>

const LANDING: Record<SignInRequest['role'], SignInResponse['redirectTo']> = {
  admin: '/admin',
  vendor: '/vendor',
  customer: '/',
}

/**
 * Signs in through better-auth, then checks that the account is not disabled and holds the role
 * chosen on the form. Otherwise the new session is deleted at once and the caller gets a 403.
 * Returns the account and the library's Set-Cookie headers to forward.
 */
export async function signIn(options: {
  db: Database
  auth: Auth
  input: SignInRequest
  /** The request's headers as better-auth reads them (see authHeaders). */
  headers: Headers
}): Promise<{ body: SignInResponse; cookies: Headers }> {
  const { db, auth, input } = options
  const response = await auth.api.signInEmail({
    body: { email: input.email, password: input.password, rememberMe: true },
    headers: options.headers,
    asResponse: true,
  })
  if (!response.ok) throw await signInProblem(response)

  const signedIn = (await response.json()) as { token: string; user: { id: string } }
  // Checked after the password, so the message tells nothing to someone who does not know it.
  const [holder] = await db
    .select({ disabledAt: user.disabledAt })
    .from(user)
    .where(eq(user.id, signedIn.user.id))
  if (holder?.disabledAt) {
    await db.delete(session).where(eq(session.token, signedIn.token))
    throw new HttpProblem({ status: 403, title: 'Account disabled', detail: ACCOUNT_DISABLED })
  }
  const account = await getAccount({ db, userId: signedIn.user.id })
  if (!account?.roles.includes(input.role)) {
    await db.delete(session).where(eq(session.token, signedIn.token))
    throw new HttpProblem({
      status: 403,
      title: 'Access denied',
      detail: `You don't have ${input.role} privileges`,
    })
  }
  return { body: { account, redirectTo: LANDING[input.role] }, cookies: response.headers }
}

async function signInProblem(response: Response): Promise<HttpProblem> {
  const body = (await response.json().catch(() => ({}))) as { code?: string }
  if (body.code === 'EMAIL_NOT_VERIFIED') {
    return new HttpProblem({
      status: 403,
      title: 'Email not confirmed',
      detail: 'Please confirm your email address first. We have sent you a new link.',
    })
  }
  if (response.status === 401 || body.code === 'INVALID_EMAIL_OR_PASSWORD') {
    // The same words whether the email exists or not.
    return new HttpProblem({
      status: 401,
      title: 'Login failed',
      detail: 'Invalid email or password',
    })
  }
  return new HttpProblem({
    status: Math.max(response.status, 400),
    title: 'Login failed',
    detail: 'Something went wrong',
  })
}
