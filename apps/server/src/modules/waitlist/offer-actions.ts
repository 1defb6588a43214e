import type { RegistrationRequest, WaitlistAccept, WaitlistAcceptRequest } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import type { JobQueue } from '../../infra/jobs/index.ts'
import type { Outbox } from '../../infra/mail/index.ts'
import type { PaymentProvider } from '../../infra/payments/index.ts'
import { conflict, notFound } from '../../lib/http-problem.ts'
import { cancelBookings, confirmBooking } from '../bookings/index.ts'
import { startCheckout } from '../payments/index.ts'
import { checkRegistration, recordRegistration } from '../registration/index.ts'
import { selectCustomerEntries } from './entry-queries.ts'

export const ENTRY_NOT_FOUND = 'Waiting list entry not found'
export const OFFER_RAN_OUT =
  'This offer has run out, so its places went to the next family in line. You can join the waiting list again.'

type LockedEntry = {
  id: string
  status: string
  sessionId: string
  bookingId: string | null
  activityId: string | null
  bookingStatus: string | null
  holdExpiresAt: Date | string | null
  totalAmountCents: number | null
}

/** The caller's entry and its offer's booking, both locked (entry first, as every path does). */
async function lockOwnEntry(db: Database, customerId: string, entryId: string) {
  const [entry] = await queryRows<LockedEntry>(
    db,
    sql`select w.id, w.status, w.schedule_id as "sessionId", w.booking_id as "bookingId",
        b.activity_id as "activityId", b.status as "bookingStatus", b.hold_expires_at as "holdExpiresAt",
        b.total_amount_cents as "totalAmountCents"
      from waitlist_entries w left join bookings b on b.id = w.booking_id
      where w.id = ${entryId} and w.customer_id = ${customerId}
      for update of w`,
  )
  if (!entry) throw notFound(ENTRY_NOT_FOUND)
  return entry
}

const liveOffer = (entry: LockedEntry, now: Date) =>
  entry.status === 'offered' &&
  entry.bookingStatus === 'pending' &&
  new Date(entry.holdExpiresAt ?? 0).getTime() > now.getTime()

/** The caller's entry as My Bookings shows it; another family's is not found. */
export async function getOwnEntry(options: { db: Database; customerId: string; entryId: string }) {
  const [entry] = await selectCustomerEntries({
    db: options.db,
    customerId: options.customerId,
    where: sql`w.id = ${options.entryId}`,
  })
  if (!entry) throw notFound(ENTRY_NOT_FOUND)
  return entry
}

/**
 * The offer's booking takes the activity's questions and waiver as any booking does: checked
 * (earlier answers and signatures count) and written with it, or refused naming what is missing.
 */
async function registerOffer(options: {
  tx: Database
  customerId: string
  bookingId: string
  activityId: string
  input: RegistrationRequest | undefined
  ipAddress: string
}) {
  const { tx, customerId, bookingId, activityId, input, ipAddress } = options
  const kids = await queryRows<{ id: string; firstName: string; lastName: string }>(
    tx,
    sql`select child_id as id, first_name as "firstName", last_name as "lastName"
      from booking_participants where booking_id = ${bookingId} and child_id is not null
      order by first_name, id`,
  )
  const registration = await checkRegistration({ db: tx, activityId, customerId, kids, input })
  await recordRegistration({ db: tx, bookingId, customerId, ipAddress, registration })
}

/**
 * Takes an offer while its places are still held, once the activity's questions are answered
 * and its waiver signed: a free activity is booked at once (and both sides are mailed), a paid
 * one goes to checkout for exactly the offered places.
 */
export async function acceptOffer(options: {
  db: Database
  payments: PaymentProvider
  outbox: Outbox
  customerId: string
  entryId: string
  input?: WaitlistAcceptRequest
  /** Where the request came from, recorded with a waiver signed. */
  ipAddress?: string
  publicUrl: string
  now?: Date
}): Promise<WaitlistAccept> {
  const { db, customerId, entryId, input, ipAddress = '', now = new Date() } = options
  const offer = await db.transaction(async (tx) => {
    const entry = await lockOwnEntry(tx, customerId, entryId)
    if (entry.status === 'waiting') {
      throw conflict('There is no offer for you yet: we will email you when places come free.')
    }
    if (entry.bookingStatus === 'confirmed') throw conflict('You have already booked these places.')
    if (!liveOffer(entry, now) || !entry.bookingId || !entry.activityId) {
      throw conflict(OFFER_RAN_OUT)
    }
    await registerOffer({
      tx,
      customerId,
      bookingId: entry.bookingId,
      activityId: entry.activityId,
      input: input?.registration,
      ipAddress,
    })
    if (Number(entry.totalAmountCents) > 0) return { bookingId: entry.bookingId, paid: true }
    await confirmBooking({
      db: tx,
      bookingId: entry.bookingId,
      outbox: options.outbox,
      publicUrl: options.publicUrl,
    })
    await tx.execute(sql`update waitlist_entries set status = 'booked', updated_at = now()
      where id = ${entryId}`)
    return { bookingId: entry.bookingId, paid: false }
  })
  if (!offer.paid) return { bookingId: offer.bookingId, checkoutUrl: null }
  const checkout = await startCheckout({ ...options, bookingId: offer.bookingId })
  return { bookingId: offer.bookingId, checkoutUrl: checkout.url }
}

/**
 * Lets an offer go ("No thanks") or leaves the line: the entry ends, an offer's held places are
 * released, and the session's offers are worked out again so they pass to the next family.
 */
export async function endEntry(options: {
  db: Database
  jobs: JobQueue
  outbox: Outbox
  customerId: string
  entryId: string
  /** declined: the offer is turned down; left: the family leaves the line altogether. */
  as: 'declined' | 'left'
  now?: Date
}) {
  const { db, jobs, outbox, customerId, entryId, as, now = new Date() } = options
  await db.transaction(async (tx) => {
    const entry = await lockOwnEntry(tx, customerId, entryId)
    const offered = liveOffer(entry, now)
    if (as === 'declined' && !offered) {
      throw conflict(
        entry.status === 'waiting' ? 'There is no offer to decline yet.' : OFFER_RAN_OUT,
      )
    }
    if (as === 'left' && !offered && entry.status !== 'waiting') {
      throw conflict('This entry is no longer on the waiting list.')
    }
    await tx.execute(sql`update waitlist_entries set status = ${as}, updated_at = now()
      where id = ${entryId}`)
    // The offer's hold is let go like any family's, which passes its places on to the line.
    if (offered && entry.bookingId) {
      await cancelBookings({
        db: tx,
        jobs,
        outbox,
        cancellation: { reason: 'family', bookingId: entry.bookingId, held: true },
        now,
      })
    }
  })
  return getOwnEntry({ db, customerId, entryId })
}
