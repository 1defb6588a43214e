import { randomUUID } from 'node:crypto'
import { setTimeout as wait } from 'node:timers/promises'
import { ADMIN_SIGN_UP_REFUSED, type signUpSchema } from '@afc/contracts'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Config } from '../../config/env.ts'
import type { Database } from '../../db/client.ts'
import { account, user, userProfiles, userRoles, vendors } from '../../db/schema/index.ts'
import type { Auth } from '../../infra/auth/index.ts'
import { existingAccountMail } from '../../infra/auth/index.ts'
import type { Outbox } from '../../infra/mail/index.ts'
import { forbidden } from '../../lib/http-problem.ts'

export type SignUpRequest = z.output<typeof signUpSchema>

export const SIGN_UP_MESSAGE = 'Please check your email to confirm your account'

/**
 * How long after the password hash every sign-up answers at the earliest. A new account costs a
 * transaction and the library's verification step, which itself never answers in under 500 ms;
 * an existing email costs one mail. The floor hides the difference.
 */
const ANSWER_FLOOR_MS = 600

/**
 * Creates a customer (and, when asked, a pending vendor) in one transaction: user, credential,
 * profile, roles and vendor record. An email that already has an account gets the same answer,
 * in the same time, so the form cannot be used to find out who is registered; its owner is told
 * by mail instead.
 */
export async function signUp(options: {
  db: Database
  auth: Auth
  outbox: Outbox
  config: Config
  input: SignUpRequest
}) {
  const { db, auth, outbox, config, input } = options
  if (input.role === 'admin') throw forbidden(ADMIN_SIGN_UP_REFUSED)

  // Hashed on both paths: skipping it for an existing email made that answer 200 times faster.
  const context = await auth.$context
  const passwordHash = await context.password.hash(input.password)
  const floor = wait(ANSWER_FLOOR_MS)
  try {
    if (await insertAccount({ db, input, passwordHash })) {
      await auth.api.sendVerificationEmail({
        body: { email: input.email, callbackURL: '/auth?verified=1' },
      })
    } else {
      // Each attempt is its own event: the attempt limits keep their number down.
      await outbox.add(db, {
        ...existingAccountMail({ to: input.email, signInUrl: `${config.publicUrl}/auth` }),
        key: `existing-account:${randomUUID()}`,
        topic: 'transactional',
      })
    }
  } finally {
    await floor
  }
  return { verificationRequired: config.requireEmailVerification, message: SIGN_UP_MESSAGE }
}

/**
 * False when the email already has an account, including one registered a moment ago. Test
 * worlds write their accounts through it too, without the sign-up's deliberate wait.
 */
export async function insertAccount(options: {
  db: Database
  input: SignUpRequest
  passwordHash: string
}): Promise<boolean> {
  const { db, input, passwordHash } = options
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, input.email))
    .limit(1)
  if (existing) return false
  const userId = randomUUID()
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(user)
      .values({
        id: userId,
        name: `${input.firstName} ${input.lastName}`,
        email: input.email,
        emailVerified: false,
      })
      .onConflictDoNothing({ target: user.email })
      .returning({ id: user.id })
    if (inserted.length === 0) return false
    await tx.insert(account).values({
      id: randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: passwordHash,
    })
    await tx
      .insert(userProfiles)
      .values({ id: userId, firstName: input.firstName, lastName: input.lastName })
    await tx.insert(userRoles).values({ userId, role: 'customer' })
    if (input.role === 'vendor') {
      await tx.insert(userRoles).values({ userId, role: 'vendor' })
      await tx.insert(vendors).values({
        userId,
        businessName: `${input.firstName}'s Business`,
        description: 'New vendor account',
        status: 'pending',
      })
    }
    return true
  })
}
