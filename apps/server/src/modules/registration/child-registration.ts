import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'

/** What stands in for a forgotten child's name on the signatures kept for the provider. */
const FORMER_PARTICIPANT = 'Former participant'

/**
 * The waivers signed for a child and its answers to activities' questions, for the parent's
 * copy of everything held about it: each signature with the waiver's text as signed.
 */
export async function childRegistration(options: { db: Database; childId: string }) {
  const { db, childId } = options
  const [signatures, answers] = await Promise.all([
    queryRows(
      db,
      sql`select a.title as activity, w.version, w.text as "waiverText", ws.signed_name as "signedName",
          ws.child_name as "childName", ws.ip_address as "ipAddress", ws.signed_at as "signedAt"
        from waiver_signatures ws
        join activity_waivers w on w.id = ws.waiver_id
        join activities a on a.id = w.activity_id
        where ws.child_id = ${childId}
        order by ws.signed_at, ws.id`,
    ),
    queryRows(
      db,
      sql`select bp.booking_id as "bookingId", ans.question, ans.answer
        from participant_answers ans
        join booking_participants bp on bp.id = ans.participant_id
        where bp.child_id = ${childId}
        order by bp.booking_id, ans.position, ans.id`,
    ),
  ])
  return { signatures, answers }
}

/**
 * A child being deleted, or a whole family closing its account: the answers go, and the
 * signatures kept as the provider's proof of consent lose the child's name, the typed name and
 * the address, keeping the waiver's version and the time. In the caller's transaction, before
 * the bookings lose their link to the child or the family.
 */
export async function forgetRegistration(options: {
  db: Database
  of: { childId: string } | { parentId: string }
}) {
  const { db, of } = options
  const participants =
    'childId' in of
      ? sql`bp.child_id = ${of.childId}`
      : sql`bp.booking_id in (select id from bookings where customer_id = ${of.parentId})`
  await queryRows(
    db,
    sql`delete from participant_answers ans using booking_participants bp
      where bp.id = ans.participant_id and ${participants}`,
  )
  await queryRows(
    db,
    sql`update waiver_signatures set child_name = ${FORMER_PARTICIPANT}, signed_name = '',
        ip_address = '', child_id = null, parent_id = null
      where ${'childId' in of ? sql`child_id = ${of.childId}` : sql`parent_id = ${of.parentId}`}`,
  )
}
