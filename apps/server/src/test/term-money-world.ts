import { eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { queryRows } from '../db/query-rows.ts'
import { mailOutbox, termExtras, vendors } from '../db/schema/index.ts'
import { createSignedInUser } from './accounts.ts'
import type { TestAppWithMail } from './app.ts'
import { buildEnrolmentWorld } from './enrolment-world.ts'
import { payForBooking } from './pay.ts'

/**
 * The enrolment world with what cancelling needs to check money to the cent: the course's
 * provider and another one signed in, paid enrolments
 * with extras, a booking's ledger summed by kind, the
 * booking's own amounts and the mail queued under a key.
 */
export async function buildTermMoneyWorld(app: TestAppWithMail, suffix: string) {
  const world = await buildEnrolmentWorld(app, suffix)
  const { db } = world
  // The course's provider signed in: the account takes over the provider written for the course.
  const provider = await createSignedInUser(app, {
    email: `provider-${suffix}@enrol.example`,
    roles: ['vendor'],
  })
  await db.delete(vendors).where(eq(vendors.userId, provider.userId))
  await db.update(vendors).set({ userId: provider.userId }).where(eq(vendors.id, world.vendor.id))
  const otherProvider = await createSignedInUser(app, {
    email: `other-provider-${suffix}@enrol.example`,
    roles: ['vendor'],
  })
  await db
    .update(vendors)
    .set({ status: 'approved' })
    .where(eq(vendors.userId, otherProvider.userId))

  /** Adds an extra to the term, as its provider would. */
  const extra = async (
    termId: string,
    name: string,
    priceCents: number,
    pricePer: 'session' | 'booking',
  ) => {
    const [row] = await db
      .insert(termExtras)
      .values({ termId, name, priceCents, pricePer })
      .returning({ id: termExtras.id })
    return row?.id ?? ''
  }

  /** Pays for the held booking with the test card and shows it is confirmed. */
  const pay = async (bookingId: string, cookie = world.parent.cookie) => {
    expect((await payForBooking(app, { bookingId, cookie })).statusCode).toBe(200)
    return bookingId
  }

  /**
   * Enrols the children, each taking `extraIds`, and answers the held booking's id (to pay).
   */
  const enrolled = async (
    termId: string,
    childIds: string[],
    options: { extraIds?: string[]; cookie?: string } = {},
  ) => {
    const { extraIds = [], cookie = world.parent.cookie } = options
    const answer = await app.inject({
      method: 'POST',
      url: `/api/terms/${termId}/enrolments`,
      headers: { cookie },
      payload: {
        childIds,
        extras: childIds.flatMap((childId) => extraIds.map((extraId) => ({ childId, extraId }))),
      },
    })
    expect(answer.statusCode).toBe(201)
    return answer.json().booking.id as string
  }

  /** The booking's ledger rows summed by kind. */
  const ledgerOf = async (bookingId: string) => {
    const rows = await queryRows<{ kind: string; cents: number }>(
      db,
      sql`select kind, sum(amount_cents)::int as cents from ledger_entries
        where booking_id = ${bookingId} group by kind order by kind`,
    )
    return Object.fromEntries(rows.map((row) => [row.kind, Number(row.cents)]))
  }

  /** The booking's stored amounts, status and cover. */
  const bookingRow = async (bookingId: string) => {
    const [row] = await queryRows<{
      status: string
      paymentStatus: string
      paid: number
      refunded: number
      coversUntil: string | null
    }>(
      db,
      sql`select status, payment_status as "paymentStatus", paid_amount_cents as paid,
        refunded_amount_cents as refunded, covers_until as "coversUntil"
        from bookings where id = ${bookingId}`,
    )
    return row
  }

  /** The mail queued under `key`, if any. */
  const mailKeyed = async (key: string) => {
    const [mail] = await db
      .select({ to: mailOutbox.recipient, subject: mailOutbox.subject, body: mailOutbox.body })
      .from(mailOutbox)
      .where(eq(mailOutbox.key, key))
    return mail
  }

  /** A session's start, as stored. */
  const startOf = async (sessionId: string) => {
    const [row] = await queryRows<{ startsAt: string }>(
      db,
      sql`select starts_at as "startsAt" from activity_schedules where id = ${sessionId}`,
    )
    return new Date(row?.startsAt ?? 0)
  }

  return {
    ...world,
    provider,
    otherProvider,
    extra,
    pay,
    enrolled,
    ledgerOf,
    bookingRow,
    mailKeyed,
    startOf,
  }
}
