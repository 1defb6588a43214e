import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { session } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http-problem.ts'

/**
 * The library answers 200 to a revocation of any token and quietly does nothing when the
 * session is someone else's; the caller is told plainly instead, without learning whether such
 * a session exists at all.
 */
export async function assertOwnSession(options: { db: Database; userId: string; token: unknown }) {
  const { db, userId, token } = options
  const [own] =
    typeof token === 'string' && token.length > 0
      ? await db
          .select({ id: session.id })
          .from(session)
          .where(and(eq(session.token, token), eq(session.userId, userId)))
          .limit(1)
      : []
  if (!own) throw notFound('Session not found.')
}
