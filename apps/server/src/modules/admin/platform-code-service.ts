import type { AdminPageQuery, PlatformCode, platformCodeInputSchema } from '@afc/contracts'
import { eq, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { promoCodes } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http-problem.ts'
import { pageOf } from '../../lib/pagination.ts'
import { uuidList } from '../../lib/sql-lists.ts'
import { codeUsesTaken } from '../bookings/index.ts'
import {
  codeColumns,
  codeNameTaken,
  codeRowsPage,
  deleteUnusedCode,
  lockOwnCode,
  refuseFewerThanUsed,
  toPromoCode,
} from '../vendor-pricing/index.ts'
import type { AdminActor } from './admin-actor.ts'
import { recordAdminAction } from './audit-log.ts'

export const PLATFORM_CODE_NOT_FOUND = 'Platform code not found'
const nameTaken = (code: string) => `There is already a platform code named ${code.toUpperCase()}.`

type CodeInput = z.output<typeof platformCodeInputSchema>
type CodeRow = typeof promoCodes.$inferSelect

/**
 * What each code has cost the platform: its `platform_code` ledger rows (paid to the provider
 * when a booking that used it was confirmed) less the `platform_code_refund` rows that gave some
 * back, over the bookings that used it.
 */
async function platformCodeCosts(db: Database, codeIds: string[]) {
  const rows =
    codeIds.length === 0
      ? []
      : await queryRows<{ codeId: string; costCents: number | string }>(
          db,
          sql`select u.code_id as "codeId",
              coalesce(sum(case l.kind when 'platform_code' then l.amount_cents
                else -l.amount_cents end), 0)::float8 as "costCents"
            from promo_code_uses u
            join ledger_entries l on l.booking_id = u.booking_id
              and l.kind in ('platform_code', 'platform_code_refund')
            where u.code_id in (${uuidList(codeIds)})
            group by u.code_id`,
        )
  const costs = new Map(rows.map((row) => [row.codeId, Number(row.costCents)]))
  return (codeId: string) => costs.get(codeId) ?? 0
}

/** A stored platform code as the admin reads it: always a discount, for every activity. */
function toPlatformCode(row: CodeRow, usesTaken: number, costCents: number): PlatformCode {
  const { activityIds: _all, ...code } = toPromoCode(row, [], usesTaken)
  if (code.kind !== 'discount') throw new Error(`platform code ${row.id} is not a discount`)
  return { ...code, costCents }
}

/** A snapshot of a code for the audit log. */
const auditedCode = (code: PlatformCode) => ({
  code: code.code,
  off: code.off,
  startsOn: code.startsOn,
  endsOn: code.endsOn,
  totalUses: code.totalUses,
  usesPerFamily: code.usesPerFamily,
  active: code.active,
})

/** A page of the platform's codes, newest first, with their uses now and their cost so far. */
export async function pagePlatformCodes(options: { db: Database; query: AdminPageQuery }) {
  const { db, query } = options
  const { rows, total } = await codeRowsPage({ db, owner: isNull(promoCodes.vendorId), query })
  const ids = rows.map((row) => row.id)
  const [usesOf, costOf] = await Promise.all([
    codeUsesTaken({ db, codeIds: ids }),
    platformCodeCosts(db, ids),
  ])
  const items = rows.map((row) => toPlatformCode(row, usesOf(row.id), costOf(row.id)))
  return pageOf({ items, total, query })
}

/** Adds or replaces a platform code once its name is free among the platform's codes. */
async function writeCode(options: {
  tx: Database
  input: CodeInput
  before: CodeRow | null
}): Promise<CodeRow> {
  const { tx, input, before } = options
  const codeId = before?.id ?? null
  if (await codeNameTaken({ db: tx, vendorId: null, code: input.code, exceptId: codeId })) {
    throw conflict(nameTaken(input.code))
  }
  const columns = codeColumns({ ...input, activityIds: null })
  const [row] = codeId
    ? await tx
        .update(promoCodes)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(promoCodes.id, codeId))
        .returning()
    : await tx
        .insert(promoCodes)
        .values({ vendorId: null, ...columns })
        .returning()
  if (!row) throw notFound(PLATFORM_CODE_NOT_FOUND)
  return row
}

/** Adds a platform code, paid for by the platform, for any provider's activities. */
export async function createPlatformCode(options: {
  db: Database
  actor: AdminActor
  input: CodeInput
}): Promise<PlatformCode> {
  const { db, actor, input } = options
  return db.transaction(async (tx) => {
    const code = toPlatformCode(await writeCode({ tx, input, before: null }), 0, 0)
    await recordAdminAction({
      tx,
      actor,
      action: 'promo_code.create',
      targetType: 'promo_code',
      targetId: code.id,
      before: null,
      after: auditedCode(code),
    })
    return code
  })
}

/** Replaces a platform code's figures and limits, its row locked against a booking's claim. */
export async function updatePlatformCode(options: {
  db: Database
  actor: AdminActor
  codeId: string
  input: CodeInput
}): Promise<PlatformCode> {
  const { db, actor, codeId, input } = options
  return db.transaction(async (tx) => {
    const before = await lockOwnCode({ tx, vendorId: null, codeId })
    if (!before) throw notFound(PLATFORM_CODE_NOT_FOUND)
    const usesTaken = (await codeUsesTaken({ db: tx, codeIds: [codeId] }))(codeId)
    refuseFewerThanUsed(input.totalUses, usesTaken)
    const costCents = (await platformCodeCosts(tx, [codeId]))(codeId)
    const code = toPlatformCode(await writeCode({ tx, input, before }), usesTaken, costCents)
    await recordAdminAction({
      tx,
      actor,
      action: 'promo_code.update',
      targetType: 'promo_code',
      targetId: codeId,
      before: auditedCode(toPlatformCode(before, usesTaken, costCents)),
      after: auditedCode(code),
    })
    return code
  })
}

/** Removes a platform code no booking has used; a used one can be switched off. */
export async function deletePlatformCode(options: {
  db: Database
  actor: AdminActor
  codeId: string
}) {
  const { db, actor, codeId } = options
  await db.transaction(async (tx) => {
    const before = await lockOwnCode({ tx, vendorId: null, codeId })
    if (!before) throw notFound(PLATFORM_CODE_NOT_FOUND)
    await deleteUnusedCode({ tx, codeId, code: before.code })
    await recordAdminAction({
      tx,
      actor,
      action: 'promo_code.delete',
      targetType: 'promo_code',
      targetId: codeId,
      before: auditedCode(toPlatformCode(before, 0, 0)),
      after: null,
    })
  })
}
