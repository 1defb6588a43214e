import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import type { JobQueue } from '../../infra/jobs/index.ts'
import type { Outbox } from '../../infra/mail/index.ts'
import { conflict } from '../../lib/http-problem.ts'
import { cancelTermBookings, type EndingNotice } from '../bookings/index.ts'
import { getVendorTerm } from './term-service.ts'

export const TERM_ALREADY_CANCELLED = 'This term is already cancelled.'

/**
 * Calls off a term whose row the caller has locked, in the caller's transaction: marks it
 * cancelled, cancels its sessions not yet started and settles every booking of them
 * (`cancelTermBookings`: enrolments refunded the sessions not held, drop-ins and trials in full,
 * the families mailed, or sent `notice` instead). Its sessions are locked in id order, as every
 * other writer locks a term's sessions. `for no key update`: a booking being refunded meanwhile
 * still takes its key share on its session (a second update of a row in one transaction checks
 * its foreign keys again), or the two would wait on each other.
 */
export async function callOffTerm(options: {
  db: Database
  jobs: JobQueue
  outbox: Outbox | undefined
  termId: string
  notice?: EndingNotice
  /** The families owed money each choose a refund to the card or a credit with the provider. */
  offerCredit?: boolean
  now: Date
}) {
  const { db, jobs, outbox, termId, notice, offerCredit = false, now } = options
  await queryRows(
    db,
    sql`update terms set cancelled_at = ${now}, updated_at = ${now} where id = ${termId}`,
  )
  await queryRows(
    db,
    sql`select id from activity_schedules where term_id = ${termId} order by id for no key update`,
  )
  const sessions = await queryRows<{ id: string }>(
    db,
    sql`update activity_schedules set is_cancelled = true
      where term_id = ${termId} and not is_cancelled and starts_at > ${now} returning id`,
  )
  const sessionIds = sessions.map((session) => session.id)
  const refunded = await cancelTermBookings({
    db,
    jobs,
    outbox,
    termId,
    sessionIds,
    ...(notice ? { notice } : {}),
    offerCredit,
    now,
  })
  return { cancelledSessions: sessionIds.length, ...refunded }
}

/**
 * Calls off the caller's term in one transaction (`callOffTerm`). The term's row is locked first,
 * as an enrolment locks it, so no enrolment or booking lands in between. Another provider's term
 * is not found.
 */
export async function cancelTerm(options: {
  db: Database
  jobs: JobQueue
  outbox: Outbox
  vendorId: string
  termId: string
  offerCredit?: boolean
  now?: Date
}) {
  const { db, jobs, outbox, vendorId, termId, offerCredit = false, now = new Date() } = options
  await getVendorTerm({ db, vendorId, termId })
  return db.transaction(async (tx) => {
    const [term] = await queryRows<{ cancelled: boolean }>(
      tx,
      sql`select cancelled_at is not null as cancelled from terms where id = ${termId}
        for no key update`,
    )
    if (term?.cancelled) throw conflict(TERM_ALREADY_CANCELLED)
    return callOffTerm({ db: tx, jobs, outbox, termId, offerCredit, now })
  })
}
