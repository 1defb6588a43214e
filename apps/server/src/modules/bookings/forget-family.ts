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

/**
 * Takes a child's name off every booking it was on before its profile goes: the bookings and
 * their history stay, anonymised, in the same transaction as the deletion.
 */
export async function forgetChild(options: { db: Pick<Database, 'execute'>; childId: string }) {
  await options.db.execute(
    sql`update booking_participants set first_name = 'Former', last_name = 'participant'
      where child_id = ${options.childId}`,
  )
}
