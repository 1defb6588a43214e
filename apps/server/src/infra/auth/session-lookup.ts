import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Role } from '@afc/contracts'
import { parseCookies } from 'better-auth/cookies'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { fromJson, preparedRows } from '../../db/query-rows.ts'
import { SESSION_LIFETIME_SECONDS, SESSION_REFRESH_SECONDS } from './better-auth.ts'

/**
 * The session token from better-auth's signed cookie (`<token>.<base64 HMAC-SHA256 of it>`), or
 * null when the cookie is missing or its signature was not made with our secret.
 */
export function signedSessionToken(options: {
  cookieHeader: string | undefined
  cookieName: string
  secret: string
}): string | null {
  const { cookieHeader, cookieName, secret } = options
  if (!cookieHeader) return null
  const value = parseCookies(cookieHeader).get(cookieName)
  const dot = value?.lastIndexOf('.') ?? -1
  if (!value || dot < 1) return null
  const token = value.slice(0, dot)
  const signature = Buffer.from(value.slice(dot + 1), 'base64')
  const expected = createHmac('sha256', secret).update(token).digest()
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null
}

export type SessionUser = {
  userId: string
  email: string
  emailVerified: boolean
  expiresAt: Date | string
  disabled: boolean
  roles: Role[]
}

/** The session's user, the user's roles and whether an admin disabled the account, in one statement. */
export async function findSessionUser(options: {
  db: Database
  token: string
}): Promise<SessionUser | undefined> {
  const [row] = await preparedRows<Omit<SessionUser, 'roles'> & { roles: Role[] | string }>(
    options.db,
    'session-user',
    sql`select u.id as "userId", u.email, u.email_verified as "emailVerified",
        s.expires_at as "expiresAt", u.disabled_at is not null as disabled,
        (select coalesce(json_agg(r.role order by r.role), '[]'::json)
          from user_roles r where r.user_id = u.id) as roles
      from session s join "user" u on u.id = s.user_id
      where s.token = ${options.token}`,
  )
  return row && { ...row, roles: fromJson(row.roles) }
}

/**
 * A session that has lapsed, or is due for better-auth's sliding refresh, is left to the library
 * (which deletes the one and extends the other); any other can be trusted from its row.
 */
export function sessionNeedsLibrary(expiresAt: Date | string, now = Date.now()): boolean {
  const expires = new Date(expiresAt).getTime()
  const refreshedAt = expires - SESSION_LIFETIME_SECONDS * 1000
  return expires <= now || refreshedAt + SESSION_REFRESH_SECONDS * 1000 <= now
}
