import type {
  AdminAction,
  AdminTargetType,
  AuditLogEntry,
  auditLogQuerySchema,
} from '@afc/contracts'
import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { auditLog } from '../../db/schema/index.ts'
import { isoString, pageOf, pageOffset } from '../../lib/pagination.ts'
import type { AdminActor, Transaction } from './admin-actor.ts'

type Snapshot = Record<string, unknown>

/** Written inside the change's own transaction, so no change goes unrecorded. */
export async function recordAdminAction(options: {
  tx: Transaction
  actor: AdminActor
  action: AdminAction
  targetType: AdminTargetType
  targetId: string
  before: Snapshot | null
  after: Snapshot | null
}): Promise<string> {
  const { tx, actor, ...entry } = options
  const [row] = await tx
    .insert(auditLog)
    .values({ adminId: actor.userId, adminEmail: actor.email, ...entry })
    .returning({ id: auditLog.id })
  if (!row) throw new Error('the audit entry was not written')
  return row.id
}

export async function listAuditLog(options: {
  db: Database
  query: z.output<typeof auditLogQuerySchema>
}) {
  const { db, query } = options
  const conditions: SQL[] = []
  if (query.adminId) conditions.push(eq(auditLog.adminId, query.adminId))
  if (query.action) conditions.push(eq(auditLog.action, query.action))
  const where = and(...conditions)
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(auditLog).where(where),
  ])
  const items: AuditLogEntry[] = rows.map((row) => ({
    id: row.id,
    adminId: row.adminId,
    adminEmail: row.adminEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    createdAt: isoString(row.createdAt),
  }))
  return pageOf({ items, total: Number(counted?.total ?? 0), query })
}
