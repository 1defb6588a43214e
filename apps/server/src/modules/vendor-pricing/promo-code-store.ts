import type { AdminPageQuery } from '@afc/contracts'
import { and, count, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { promoCodes, promoCodeUses } from '../../db/schema/index.ts'
import { conflict } from '../../lib/http-problem.ts'
import { pageOffset } from '../../lib/pagination.ts'

/**
 * What a provider's codes and the platform's codes share (ADR 43): one owner's codes are unique
 * whatever their case, a code cannot allow fewer uses than bookings already took, and a code a
 * family used stays. `vendorId` null names the platform's codes.
 */

const ofOwner = (vendorId: string | null) =>
  vendorId === null ? isNull(promoCodes.vendorId) : eq(promoCodes.vendorId, vendorId)

/** Whether another of the owner's codes has this name, whatever its case. */
export async function codeNameTaken(options: {
  db: Database
  vendorId: string | null
  code: string
  exceptId: string | null
}) {
  const { db, vendorId, code, exceptId } = options
  const [taken] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(
      and(
        ofOwner(vendorId),
        sql`lower(${promoCodes.code}) = lower(${code})`,
        exceptId ? ne(promoCodes.id, exceptId) : undefined,
      ),
    )
  return taken !== undefined
}

/** Refuses a limit on uses below the bookings that already count. */
export function refuseFewerThanUsed(totalUses: number | null, usesTaken: number) {
  if (totalUses !== null && totalUses < usesTaken) {
    throw conflict(
      `This code has been used for ${usesTaken} booking${usesTaken === 1 ? '' : 's'}, so it cannot allow fewer uses.`,
    )
  }
}

/**
 * The owner's code, its row locked as a booking claiming a use locks it, so no use lands between
 * a count and a change; undefined for anyone else's.
 */
export async function lockOwnCode(options: {
  tx: Database
  vendorId: string | null
  codeId: string
}) {
  const { tx, vendorId, codeId } = options
  const [code] = await tx
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.id, codeId), ofOwner(vendorId)))
    .for('update')
  return code
}

/** Removes a locked code no booking has used; a used one stays with its bookings. */
export async function deleteUnusedCode(options: { tx: Database; codeId: string; code: string }) {
  const { tx, codeId, code } = options
  const [used] = await tx
    .select({ id: promoCodeUses.id })
    .from(promoCodeUses)
    .where(eq(promoCodeUses.codeId, codeId))
    .limit(1)
  if (used) {
    throw conflict(
      `Families have used ${code}, so it stays with their bookings: switch it off instead.`,
    )
  }
  await tx.delete(promoCodes).where(eq(promoCodes.id, codeId))
}

/** A page of one owner's codes (`owner`: a provider's, or the platform's), newest first. */
export async function codeRowsPage(options: { db: Database; owner: SQL; query: AdminPageQuery }) {
  const { db, owner, query } = options
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(promoCodes)
      .where(owner)
      .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(promoCodes).where(owner),
  ])
  return { rows, total: Number(counted?.total ?? 0) }
}
