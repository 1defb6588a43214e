import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'

/**
 * Takes a family's children's names off all their bookings, past ones too, before the account
 * goes: the bookings stay for the providers' accounting, without anyone's name.
 */
export async function forgetFamily(options: { db: Database; customerId: string }) {
  await queryRows(
    options.db,
    sql`update booking_participants set first_name = 'Former', last_name = 'participant',
        child_id = null
      where booking_id in (select id from bookings where customer_id = ${options.customerId})`,
  )
}
