import { randomUUID } from 'node:crypto'
import type { Role } from '@afc/contracts'
import type { Database } from '../src/db/client.ts'
import { account } from '../src/db/schema/index.ts'

/** Sign-ins refused by the credential limit are retried after its Retry-After, this often. */
const LIMITED_RETRIES = 3

/**
 * Gives a seeded user a password (a credential account, as sign-up would make): the seed writes
 * users without one. `passwordHash` is from better-auth's hashPassword; one hash may serve many.
 */
export async function giveCredential(db: Database, userIds: string[], passwordHash: string) {
  if (userIds.length === 0) return
  await db.insert(account).values(
    userIds.map((userId) => ({
      id: randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: passwordHash,
    })),
  )
}

/**
 * Signs in through the running server (`POST /api/account/sign-in`, as the web page does) and
 * returns the Cookie header value to send with each request. The app's credential limit (60
 * attempts per address per minute) also counts the bench's sign-ins: `clientAddress` names the
 * family's own address (the bench server trusts X-Forwarded-For from loopback, as behind a
 * proxy), else they all come from 127.0.0.1. A refusal is waited out, not failed.
 */
export async function signIn(options: {
  baseUrl: string
  email: string
  password: string
  role: Role
  clientAddress?: string
}): Promise<string> {
  const { baseUrl, email, password, role, clientAddress } = options
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/account/sign-in`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}),
      },
      body: JSON.stringify({ email, password, role }),
    })
    const body = await response.text()
    if (response.status === 429 && attempt < LIMITED_RETRIES) {
      const waitSeconds = Number(response.headers.get('retry-after')) || 60
      console.log(`  sign-in limit reached: waiting ${waitSeconds} s`)
      await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000))
      continue
    }
    if (!response.ok) {
      throw new Error(`sign-in of ${email} answered ${response.status}: ${body.slice(0, 200)}`)
    }
    return sessionCookie(response)
  }
}

/** The cookies the sign-in set, as one Cookie header; it must hold the session token. */
function sessionCookie(response: Response): string {
  const cookies = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]?.trim() ?? '')
    .filter((pair) => pair.includes('='))
  if (!cookies.some((pair) => pair.split('=')[0]?.endsWith('afc.session_token'))) {
    throw new Error(`sign-in set no session cookie (got ${cookies.join('; ') || 'none'})`)
  }
  return cookies.join('; ')
}
