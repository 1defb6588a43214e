import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { uuidList } from '../../lib/sql-lists.ts'
import { takesPlaces } from './places-taken.ts'

/**
 * The uses of each code counted now: those whose booking takes places, so a hold that ran out
 * unpaid or a cancelled booking gives its use back (ADR 43).
 */
export async function codeUsesTaken(options: { db: Database; codeIds: string[] }) {
  const { db, codeIds } = options
  const rows =
    codeIds.length === 0
      ? []
      : await queryRows<{ codeId: string; uses: number }>(
          db,
          sql`select u.code_id as "codeId", count(*)::int as uses
              from promo_code_uses u join bookings b on b.id = u.booking_id
              where u.code_id in (${uuidList(codeIds)}) and ${takesPlaces('b')}
              group by u.code_id`,
        )
  const uses = new Map(rows.map((row) => [row.codeId, Number(row.uses)]))
  return (codeId: string) => uses.get(codeId) ?? 0
}
