import type { FamilyCredit } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { queryRows } from '../../../db/query-rows.ts'
import { takesPlaces } from '../../bookings/index.ts'
import { creditLeft } from '../ledger/index.ts'

/**
 * The family's credits still to spend, read from the rows: each grant less what bookings that
 * take places spent of it, while it has not expired; the soonest to expire first.
 */
export async function listFamilyCredits(options: {
  db: Database
  customerId: string
  now?: Date
}): Promise<{ credits: FamilyCredit[] }> {
  const { db, customerId, now = new Date() } = options
  const rows = await queryRows<Omit<FamilyCredit, 'expiresAt'> & { expiresAt: Date | string }>(
    db,
    sql`select * from (
        select g.id, g.vendor_id as "providerId", v.business_name as "providerName",
          ${creditLeft('g', takesPlaces('b', now))} as "leftCents", g.expires_at as "expiresAt"
        from account_credits g left join vendors v on v.id = g.vendor_id
        where g.customer_id = ${customerId} and g.kind = 'granted' and g.expires_at > ${now}
      ) c
      where c."leftCents" > 0
      order by c."expiresAt", c.id`,
  )
  return {
    credits: rows.map((row) => ({
      ...row,
      leftCents: Number(row.leftCents),
      expiresAt: new Date(row.expiresAt).toISOString(),
    })),
  }
}
