import type { AdminChildList } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The children an admin may open a record of, found the way support is asked about them: the
 * children booked in one booking (its id, as the Payments screen shows it), or every child of
 * one family (the parent's email, exactly). Names only: the record opens with a reason.
 */
export async function findChildrenForAdmin(options: {
  db: Database
  q: string
}): Promise<AdminChildList> {
  const { db, q } = options
  const which = UUID.test(q)
    ? sql`c.id in (select child_id from booking_participants where booking_id = ${q}::uuid)`
    : sql`lower(u.email) = lower(${q})`
  const items = await queryRows<AdminChildList['items'][number]>(
    db,
    sql`select c.id, c.first_name as "firstName", c.last_name as "lastName",
        c.birth_date::text as "birthDate", u.email as "parentEmail"
      from children c join "user" u on u.id = c.parent_id
      where ${which}
      order by c.first_name, c.last_name, c.id
      limit 50`,
  )
  return { items }
}
