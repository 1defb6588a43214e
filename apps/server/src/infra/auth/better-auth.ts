import { randomUUID } from 'node:crypto'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@afc/contracts'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import type { Config } from '../../config/env.ts'
import type { Database } from '../../db/client.ts'
import { account, session, user, verification } from '../../db/schema/index.ts'
import { digestOf } from '../../lib/digest.ts'
import type { Outbox } from '../mail/outbox.ts'
import { changeEmailMail, verificationMail } from './auth-mails.ts'

const DAY_SECONDS = 60 * 60 * 24

/** A session lasts this long from its last refresh, which comes at most once per SESSION_REFRESH_SECONDS. */
export const SESSION_LIFETIME_SECONDS = 30 * DAY_SECONDS
export const SESSION_REFRESH_SECONDS = DAY_SECONDS

/**
 * The only header better-auth reads a client address from (for the session rows). Our code sets
 * it to request.ip on every call and overwrites whatever a client sent under that name.
 */
export const CLIENT_ADDRESS_HEADER = 'x-afc-client-address'

/** Origins a browser may send state-changing requests from: ours, and Vite's dev server. */
export function trustedOrigins(config: Config): string[] {
  const origins = new Set([new URL(config.publicUrl).origin])
  if (config.env !== 'production') {
    origins.add('http://localhost:5173')
    origins.add('http://127.0.0.1:5173')
    origins.add(`http://127.0.0.1:${config.port}`)
    origins.add(`http://localhost:${config.port}`)
  }
  return [...origins]
}

/**
 * better-auth owns passwords (scrypt), sessions (database rows behind HttpOnly cookies) and email
 * verification. Sign-up and sign-in go through our own account routes, which add roles, profiles
 * and vendor records and apply our rate limits; the library's own sign-up is switched off.
 */
type AuthLogLevel = 'info' | 'success' | 'warn' | 'error' | 'debug'
type AuthLog = (level: AuthLogLevel, message: string) => void

/** How passwords are hashed and checked; the library's scrypt unless a test passes a cheaper one. */
export type PasswordHasher = {
  hash: (password: string) => Promise<string>
  verify: (input: { hash: string; password: string }) => Promise<boolean>
}

export function createAuth(options: {
  config: Config
  db: Database
  outbox: Outbox
  /** Where the library's own messages go; their extra arguments carry query values and are dropped. */
  log: AuthLog
  passwordHasher?: PasswordHasher
}) {
  const { config, db, outbox, log } = options
  const production = config.env === 'production'
  return betterAuth({
    appName: 'Activities for Children',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: config.requireEmailVerification,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      password: options.passwordHasher,
    },
    emailVerification: {
      sendOnSignIn: config.requireEmailVerification,
      autoSignInAfterVerification: false,
      expiresIn: DAY_SECONDS,
      sendVerificationEmail: async ({ user: recipient, url }) => {
        await outbox.add(db, {
          ...verificationMail({ to: recipient.email, url }),
          key: `verify-email:${recipient.id}:${digestOf(url)}`,
          topic: 'transactional',
          userId: recipient.id,
        })
      },
    },
    user: {
      // A new address is used only once the link mailed to it (or to the old one) is opened.
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: async ({ user: recipient, newEmail, url }) => {
          await outbox.add(db, {
            ...changeEmailMail({ to: recipient.email, newEmail, url }),
            key: `change-email:${recipient.id}:${digestOf(url)}`,
            topic: 'transactional',
            userId: recipient.id,
          })
        },
      },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
    },
    // Our attempt limits cover every endpoint that reaches the library; its own limiter would
    // key on X-Forwarded-For, which any client can write.
    rateLimit: { enabled: false },
    trustedOrigins: trustedOrigins(config),
    advanced: {
      cookiePrefix: 'afc',
      useSecureCookies: production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: production },
      database: { generateId: () => randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    telemetry: { enabled: false },
    logger: { level: 'warn', log: (level, message) => log(level, message) },
  })
}

export type Auth = ReturnType<typeof createAuth>
