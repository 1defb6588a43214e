import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'

export type Kid = { id: string; firstName: string; lastName: string; birthDate: string }

/**
 * Writes a family's entry at the end of a line, its children with it: a session's line, or a
 * term's (`termId`, the session being the term's first still to come). Returns its id.
 */
export async function insertEntry(
  db: Database,
  values: {
    activityId: string
    sessionId: string
    termId?: string
    customerId: string
    kids: Kid[]
  },
) {
  const { kids } = values
  const [entry] = await queryRows<{ id: string }>(
    db,
    sql`with entry as (
        insert into waitlist_entries (activity_id, schedule_id, term_id, customer_id, quantity)
        values (${values.activityId}, ${values.sessionId}, ${values.termId ?? null},
          ${values.customerId}, ${kids.length})
        returning id
      ), kids as (
        insert into waitlist_children (entry_id, child_id, first_name, last_name)
        select entry.id, kid.id, kid.first_name, kid.last_name
        from entry, (values ${sql.join(
          kids.map((kid) => sql`(${kid.id}::uuid, ${kid.firstName}, ${kid.lastName})`),
          sql`, `,
        )}) as kid(id, first_name, last_name)
      )
      select id from entry`,
  )
  if (!entry) throw new Error('the entry was not written')
  return entry.id
}
