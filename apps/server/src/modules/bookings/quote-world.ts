import { sql } from 'drizzle-orm'
import { queryRows } from '../../db/query-rows.ts'
import { activitySchedules, discountRules, promoCodes, termExtras } from '../../db/schema/index.ts'
import { formatLocalDateTime } from '../../lib/zoned-time.ts'
import type { TestAppWithMail } from '../../test/app.ts'
import { DAY, HOUR } from '../../test/booking-world.ts'
import { birthDateAged } from '../../test/calendar.ts'
import { buildEnrolmentWorld } from '../../test/enrolment-world.ts'
import { payForBooking } from '../../test/pay.ts'

type Code = Omit<typeof promoCodes.$inferInsert, 'vendorId' | 'allActivities'> & {
  vendorId?: string | null
}

/**
 * The enrolment world (a provider in Chicago taking card payments, a 5-8 course of 8 places, a
 * parent and a stranger) with what prices a booking: the provider's discount rules and codes
 * written straight into the database, and the requests that quote, book, enrol and pay.
 */
export async function buildQuoteWorld(app: TestAppWithMail, suffix: string) {
  const world = await buildEnrolmentWorld(app, `quote-${suffix}`)
  const { db, parent, vendor, activityId } = world
  const send = (url: string, payload: object, cookie: string | null = parent.cookie) =>
    app.inject({
      method: 'POST',
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      payload,
    })

  const rules = {
    /** 10% off the 2nd child and 15% off the 3rd and later, for all the provider's activities. */
    siblings: () =>
      db.insert(discountRules).values({
        vendorId: vendor.id,
        kind: 'siblings',
        allActivities: true,
        secondChildPercent: 10,
        laterChildrenPercent: 15,
      }),
    /** A lower term price until `days` from now, on the venue's clock. */
    earlyBird: (priceCents: number, days = 30) =>
      db.insert(discountRules).values({
        vendorId: vendor.id,
        kind: 'early_bird',
        allActivities: true,
        earlyPriceCents: priceCents,
        earlyUntil: formatLocalDateTime(
          new Date(Date.now() + days * DAY).toISOString(),
          'America/Chicago',
        ),
      }),
  }
  const code = async (input: Code) => {
    const [row] = await db
      .insert(promoCodes)
      .values({ vendorId: vendor.id, allActivities: true, ...input })
      .returning({ id: promoCodes.id })
    return row?.id ?? ''
  }
  const extra = async (termId: string, name: string, priceCents: number) => {
    const [row] = await db
      .insert(termExtras)
      .values({ termId, name, priceCents, pricePer: 'session' })
      .returning({ id: termExtras.id })
    return row?.id ?? ''
  }
  /** A session of the course on its own (no term), `days` from now. */
  const single = async (days: number) => {
    const startsAt = new Date(Date.now() + days * DAY)
    const [row] = await db
      .insert(activitySchedules)
      .values({ activityId, startsAt, endsAt: new Date(startsAt.getTime() + HOUR) })
      .returning({ id: activitySchedules.id })
    return row?.id ?? ''
  }
  const kids = (...names: string[]) =>
    Promise.all(names.map((name) => world.child(name, birthDateAged(6))))

  const quote = (payload: object, cookie?: string | null) =>
    send('/api/bookings/quote', payload, cookie)
  const book = (payload: object, cookie?: string | null) => send('/api/bookings', payload, cookie)
  const quoteEnrolment = (termId: string, payload: object, cookie?: string | null) =>
    send(`/api/terms/${termId}/enrolments/quote`, payload, cookie)
  const enrol = (termId: string, payload: object, cookie?: string | null) =>
    send(`/api/terms/${termId}/enrolments`, payload, cookie)
  const pay = (bookingId: string, cookie = parent.cookie) =>
    payForBooking(app, { bookingId, cookie })

  /** The booking's ledger rows as [kind, amount], oldest first. */
  const ledger = async (bookingId: string) =>
    (
      await queryRows<{ kind: string; amountCents: number }>(
        db,
        sql`select kind, amount_cents as "amountCents" from ledger_entries
          where booking_id = ${bookingId} order by created_at, kind`,
      )
    ).map((row) => [row.kind, Number(row.amountCents)] as const)
  /** The booking's stored lines as its answer shows them: current ones, or the replaced. */
  const storedLines = async (bookingId: string, replaced = false) =>
    (
      await queryRows<{ kind: string; label: string; amountCents: number; childId: string | null }>(
        db,
        sql`select kind, label, amount_cents as "amountCents", child_id as "childId"
          from booking_price_lines
          where booking_id = ${bookingId} and (replaced_at is not null) = ${replaced}
          order by position`,
      )
    ).map((line) => ({ ...line, amountCents: Number(line.amountCents) }))
  return {
    ...world,
    rules,
    code,
    extra,
    single,
    kids,
    quote,
    book,
    quoteEnrolment,
    enrol,
    pay,
    ledger,
    storedLines,
  }
}

/** Each line of an answer as [label, amount], to compare with figures worked by hand. */
export const shown = (lines: { label: string; amountCents: number }[]) =>
  lines.map((line) => [line.label, line.amountCents])
