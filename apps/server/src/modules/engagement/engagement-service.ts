import { type ContactMessageInput, MAX_FAVORITES } from '@afc/contracts'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { contactMessages, favorites, newsletterSubscribers, user } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http-problem.ts'
import {
  ACTIVITY_NOT_FOUND,
  PUBLIC_ACTIVITY_CONDITION,
  PUBLIC_ACTIVITY_JOIN,
} from '../catalog/index.ts'

/** Idempotent: subscribing twice keeps one row and answers the same. */
export async function subscribeToNewsletter(options: { db: Database; email: string }) {
  await options.db
    .insert(newsletterSubscribers)
    .values({ email: options.email.toLowerCase() })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
}

export async function storeContactMessage(options: {
  db: Database
  input: Required<Pick<ContactMessageInput, 'name' | 'email' | 'message'>> & { subject?: string }
}) {
  const { input } = options
  await options.db.insert(contactMessages).values({
    name: input.name,
    email: input.email,
    subject: input.subject || null,
    message: input.message,
  })
}

export async function listFavoriteIds(options: { db: Database; userId: string }) {
  const rows = await options.db
    .select({ activityId: favorites.activityId })
    .from(favorites)
    .where(eq(favorites.userId, options.userId))
    .orderBy(desc(favorites.createdAt))
    .limit(MAX_FAVORITES)
  return rows.map((row) => row.activityId)
}

/** Only a public activity can become a favourite; adding it twice changes nothing. */
export async function addFavorite(options: { db: Database; userId: string; activityId: string }) {
  const { db, userId, activityId } = options
  const [publicActivity] = await queryRows<{ id: string }>(
    db,
    sql`select a.id from ${PUBLIC_ACTIVITY_JOIN} where a.id = ${activityId} and ${PUBLIC_ACTIVITY_CONDITION}`,
  )
  if (!publicActivity) throw notFound(ACTIVITY_NOT_FOUND)
  await db.transaction(async (tx) => {
    // The account row is the lock: two hearts tapped at once cannot both pass the ceiling.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update')
    const [{ kept } = { kept: 0 }] = await tx
      .select({ kept: count() })
      .from(favorites)
      .where(eq(favorites.userId, userId))
    const already = await tx
      .select({ activityId: favorites.activityId })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.activityId, activityId)))
    if (already.length > 0) return
    if (kept >= MAX_FAVORITES) {
      throw conflict(`You can keep up to ${MAX_FAVORITES} favourites. Remove one to add another.`)
    }
    await tx.insert(favorites).values({ userId, activityId }).onConflictDoNothing()
  })
}

export async function removeFavorite(options: {
  db: Database
  userId: string
  activityId: string
}) {
  await options.db
    .delete(favorites)
    .where(and(eq(favorites.userId, options.userId), eq(favorites.activityId, options.activityId)))
}
