import type { AdminContactMessage, contactMessageListQuerySchema } from '@afc/contracts'
import { count, desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { contactMessages } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http-problem.ts'
import { isoString, pageOf, pageOffset } from '../../lib/pagination.ts'
import type { AdminActor } from './admin-actor.ts'
import { recordAdminAction } from './audit-log.ts'

const toMessage = (row: typeof contactMessages.$inferSelect): AdminContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  isRead: row.isRead,
  receivedAt: isoString(row.createdAt),
})

export async function listContactMessages(options: {
  db: Database
  query: z.output<typeof contactMessageListQuerySchema>
}) {
  const { db, query } = options
  const where = query.isRead === undefined ? undefined : eq(contactMessages.isRead, query.isRead)
  const [rows, [counted], [unread]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(contactMessages).where(where),
    db.select({ total: count() }).from(contactMessages).where(eq(contactMessages.isRead, false)),
  ])
  return {
    ...pageOf({ items: rows.map(toMessage), total: Number(counted?.total ?? 0), query }),
    unreadCount: Number(unread?.total ?? 0),
  }
}

/** Marks a message read or unread; asking for its present state changes nothing. */
export async function markContactMessage(options: {
  db: Database
  actor: AdminActor
  messageId: string
  isRead: boolean
}): Promise<AdminContactMessage> {
  const { db, actor, messageId, isRead } = options
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, messageId))
      .for('update')
    if (!message) throw notFound('Message not found')
    if (message.isRead === isRead) return toMessage(message)
    await tx.update(contactMessages).set({ isRead }).where(eq(contactMessages.id, messageId))
    await recordAdminAction({
      tx,
      actor,
      action: isRead ? 'contact_message.mark_read' : 'contact_message.mark_unread',
      targetType: 'contact_message',
      targetId: messageId,
      before: { isRead: message.isRead },
      after: { isRead },
    })
    return toMessage({ ...message, isRead })
  })
}
