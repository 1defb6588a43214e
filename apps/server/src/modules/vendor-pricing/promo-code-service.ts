import type { AdminPageQuery, PromoCode, promoCodeInputSchema } from '@afc/contracts'
import { eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { promoCodeActivities, promoCodes } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http-problem.ts'
import { pageOf } from '../../lib/pagination.ts'
import { codeUsesTaken } from '../bookings/index.ts'
import { activitiesByOwner, ownScope } from './pricing-scope.ts'
import { codeColumns, toPromoCode } from './promo-code-rows.ts'
import {
  codeNameTaken,
  codeRowsPage,
  deleteUnusedCode,
  lockOwnCode,
  refuseFewerThanUsed,
} from './promo-code-store.ts'

export const CODE_NOT_FOUND = 'Promo code not found'
const KIND_STAYS = "A code's kind cannot change: remove it and add a code of the other kind."
const nameTaken = (code: string) => `You already have a code named ${code.toUpperCase()}.`

type CodeInput = z.output<typeof promoCodeInputSchema>

/** The activities each of `codeIds` is limited to. */
async function scopesOf(db: Database, codeIds: string[]) {
  const links =
    codeIds.length === 0
      ? []
      : await db
          .select({
            ownerId: promoCodeActivities.codeId,
            activityId: promoCodeActivities.activityId,
          })
          .from(promoCodeActivities)
          .where(inArray(promoCodeActivities.codeId, codeIds))
  return activitiesByOwner(links)
}

/** A page of the caller's promo codes and scholarship places, newest first, with their uses. */
export async function pagePromoCodes(options: {
  db: Database
  vendorId: string
  query: AdminPageQuery
}) {
  const { db, vendorId, query } = options
  const { rows, total } = await codeRowsPage({
    db,
    owner: eq(promoCodes.vendorId, vendorId),
    query,
  })
  const ids = rows.map((row) => row.id)
  const scopeOf = await scopesOf(db, ids)
  const usesOf = await codeUsesTaken({ db, codeIds: ids })
  const items: PromoCode[] = rows.map((row) => toPromoCode(row, scopeOf(row.id), usesOf(row.id)))
  return pageOf({ items, total, query })
}

/** Writes a code and its activities once its name is free for the caller, whatever the case. */
async function writeCode(options: {
  tx: Database
  vendorId: string
  input: CodeInput
  codeId: string | null
  usesTaken: number
}): Promise<PromoCode> {
  const { tx, vendorId, input, codeId, usesTaken } = options
  const activityIds = await ownScope({ db: tx, vendorId, activityIds: input.activityIds })
  if (await codeNameTaken({ db: tx, vendorId, code: input.code, exceptId: codeId })) {
    throw conflict(nameTaken(input.code))
  }
  const columns = codeColumns(input)
  refuseFewerThanUsed(columns.totalUses, usesTaken)
  const [row] = codeId
    ? await tx
        .update(promoCodes)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(promoCodes.id, codeId))
        .returning()
    : await tx
        .insert(promoCodes)
        .values({ vendorId, ...columns })
        .returning()
  if (!row) throw notFound(CODE_NOT_FOUND)
  await tx.delete(promoCodeActivities).where(eq(promoCodeActivities.codeId, row.id))
  if (activityIds?.length) {
    await tx
      .insert(promoCodeActivities)
      .values(activityIds.map((activityId) => ({ codeId: row.id, activityId })))
  }
  return toPromoCode(row, [...(activityIds ?? [])].sort(), usesTaken)
}

/** Adds a promo code or a scholarship place of the caller's. */
export async function createPromoCode(options: {
  db: Database
  vendorId: string
  input: CodeInput
}): Promise<PromoCode> {
  const { db, vendorId, input } = options
  return db.transaction((tx) => writeCode({ tx, vendorId, input, codeId: null, usesTaken: 0 }))
}

/** Replaces a code of the caller's with new figures of the same kind, its row locked first. */
export async function updatePromoCode(options: {
  db: Database
  vendorId: string
  codeId: string
  input: CodeInput
}): Promise<PromoCode> {
  const { db, vendorId, codeId, input } = options
  return db.transaction(async (tx) => {
    const code = await lockOwnCode({ tx, vendorId, codeId })
    if (!code) throw notFound(CODE_NOT_FOUND)
    if (code.kind !== input.kind) throw conflict(KIND_STAYS)
    const usesTaken = (await codeUsesTaken({ db: tx, codeIds: [codeId] }))(codeId)
    return writeCode({ tx, vendorId, input, codeId, usesTaken })
  })
}

/** Removes a code of the caller's that no booking has used; a used one can be switched off. */
export async function deletePromoCode(options: { db: Database; vendorId: string; codeId: string }) {
  const { db, vendorId, codeId } = options
  await db.transaction(async (tx) => {
    const code = await lockOwnCode({ tx, vendorId, codeId })
    if (!code) throw notFound(CODE_NOT_FOUND)
    await deleteUnusedCode({ tx, codeId, code: code.code })
  })
}
