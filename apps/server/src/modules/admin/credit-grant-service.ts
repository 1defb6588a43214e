import type { AdminCreditInput, AdminCreditResult } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { notFound } from '../../lib/http-problem.ts'
import { ledgerGrantCredit } from '../payments/ledger/index.ts'
import type { AdminActor } from './admin-actor.ts'
import { recordAdminAction } from './audit-log.ts'

export const NO_SUCH_FAMILY = 'No account signs in with this email address.'

/**
 * Gives a family a platform credit, spendable with any provider and paid for by the platform: the
 * credit's row and the audit entry commit together.
 */
export async function givePlatformCredit(options: {
  db: Database
  actor: AdminActor
  input: AdminCreditInput
  now?: Date
}): Promise<AdminCreditResult> {
  const { db, actor, input, now = new Date() } = options
  return db.transaction(async (tx) => {
    const [family] = await queryRows<{ id: string }>(
      tx,
      sql`select id from "user" where lower(email) = lower(${input.email})`,
    )
    if (!family) throw notFound(NO_SUCH_FAMILY)
    const grant = await ledgerGrantCredit({
      db: tx,
      customerId: family.id,
      vendorId: null,
      amountCents: input.amountCents,
      reason: input.reason,
      createdBy: actor.userId,
      now,
    })
    const expiresAt = new Date(grant.expiresAt).toISOString()
    await recordAdminAction({
      tx,
      actor,
      action: 'credit.grant',
      targetType: 'user',
      targetId: family.id,
      before: null,
      after: {
        creditId: grant.id,
        amountCents: input.amountCents,
        reason: input.reason,
        expiresAt,
      },
    })
    return { id: grant.id, amountCents: input.amountCents, expiresAt }
  })
}
