import { INVITATION_ACCOUNT_EXISTS, type invitationSignUpSchema } from '@afc/contracts'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { user } from '../../db/schema/index.ts'
import type { Auth } from '../../infra/auth/index.ts'
import { conflict } from '../../lib/http-problem.ts'
import { insertAccount, signIn } from '../account/index.ts'
import { acceptInvitation, invitationEmail } from './invitation-service.ts'

/**
 * A new person signs up from the invitation link: the account is made for the invited address,
 * already confirmed (the link reached that mailbox), joins the staff and is signed in. An
 * address that already has an account is told to sign in instead.
 */
export async function signUpFromInvitation(options: {
  db: Database
  auth: Auth
  token: string
  input: z.output<typeof invitationSignUpSchema>
  headers: Headers
}) {
  const { db, auth, token, input, headers } = options
  const email = await invitationEmail({ db, token })
  const context = await auth.$context
  const passwordHash = await context.password.hash(input.password)
  const created = await insertAccount({
    db,
    input: { ...input, email, role: 'customer' },
    passwordHash,
  })
  if (!created) throw conflict(INVITATION_ACCOUNT_EXISTS)
  await db.update(user).set({ emailVerified: true }).where(eq(user.email, email))
  const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email))
  const joined = await acceptInvitation({ db, token, userId: account?.id ?? '' })
  const signedIn = await signIn({
    db,
    auth,
    input: { email, password: input.password, role: 'vendor' },
    headers,
  })
  return { joined, cookies: signedIn.cookies }
}
