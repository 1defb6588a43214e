import type { RunDecision } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { conflict } from '../../lib/http-problem.ts'
import { placesTaken } from '../bookings/index.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

export const TERM_HAS_BOOKINGS =
  'Families have booked this term, so its sessions can no longer be changed and it cannot be deleted. Its prices and rules can still change, for new bookings.'

/**
 * Locks the term's row as an enrolment does before its sessions, so an edit and an enrolment
 * are served one after the other and each sees what the other did. Returns whether it was
 * decided to run, which a change of its minimum must read under the lock.
 */
export async function lockTerm(options: { tx: Tx; termId: string }) {
  const [term] = await queryRows<{ decision: RunDecision | null }>(
    options.tx,
    sql`select decision from terms where id = ${options.termId} for no key update`,
  )
  return term
}

/** Refuses changing a term's sessions, or deleting it, once any booking names it. */
export async function assertNoTermBookings(options: { tx: Tx; termId: string }) {
  const [booked] = await queryRows<{ booked: boolean }>(
    options.tx,
    sql`select exists (select 1 from bookings b where b.term_id = ${options.termId}) as booked`,
  )
  if (booked?.booked) throw conflict(TERM_HAS_BOOKINGS)
}

export const termCapacityBelowTakenMessage = (taken: number) =>
  `${taken} place${taken === 1 ? ' is' : 's are'} already taken in a session of this term; its places cannot be fewer than ${taken}.`

/**
 * Refuses term places below those taken in any of its sessions that has not ended. Its sessions
 * are locked the way a booking locks them (in id order, as an enrolment does), so a booking
 * racing this edit is either counted or sees the new capacity.
 */
export async function assertTermCapacityCoversPlaces(options: {
  tx: Tx
  termId: string
  capacity: number | null
}) {
  const { tx, termId, capacity } = options
  if (capacity === null) return
  await queryRows(
    tx,
    sql`select id from activity_schedules
      where term_id = ${termId} and not is_cancelled and ends_at > now()
      order by id for update`,
  )
  const [fullest] = await queryRows<{ taken: number | null }>(
    tx,
    sql`select max(${placesTaken('s')})::int as taken from activity_schedules s
      where s.term_id = ${termId} and not s.is_cancelled and s.ends_at > now()`,
  )
  const taken = Number(fullest?.taken ?? 0)
  if (taken > capacity) throw conflict(termCapacityBelowTakenMessage(taken))
}
