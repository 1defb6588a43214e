import { sql } from 'drizzle-orm'
import { queryRows } from '../db/query-rows.ts'
import { termExtras } from '../db/schema/index.ts'
import type { TestAppWithMail } from './app.ts'
import { refusedUnchanged } from './database-fingerprint.ts'
import type { buildEnrolmentWorld } from './enrolment-world.ts'

type Chosen = { childId: string; extraId: string }

/**
 * What the extras tests send and read, for the parent of an enrolment world: an extra written on
 * a term, an enrolment or a booking with extras, a refusal that changes nothing, and the extras
 * a booking took.
 */
export function extrasHelpers(
  app: TestAppWithMail,
  world: Awaited<ReturnType<typeof buildEnrolmentWorld>>,
) {
  const extra = async (
    termId: string,
    values: { name: string; priceCents: number; pricePer: 'session' | 'booking'; places?: number },
  ) => {
    const [row] = await world.db
      .insert(termExtras)
      .values({ termId, ...values })
      .returning({ id: termExtras.id })
    return row?.id ?? ''
  }
  const enrol = (termId: string, childIds: string[], extras: Chosen[], more: object = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/terms/${termId}/enrolments`,
      headers: { cookie: world.parent.cookie },
      payload: { childIds, extras, ...more },
    })
  const book = (payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: world.parent.cookie },
      payload,
    })
  /** Sends a request and shows it was refused with `status` and `detail`, changing nothing. */
  const refused = (request: () => ReturnType<typeof enrol>, status: number, detail: unknown) =>
    refusedUnchanged({ db: world.db, request, status, detail })
  const extrasOf = (bookingId: string) =>
    queryRows<{ firstName: string; name: string; amountCents: number; unitPriceCents: number }>(
      world.db,
      sql`select p.first_name as "firstName", e.name, be.amount_cents as "amountCents",
          be.unit_price_cents as "unitPriceCents"
        from booking_extras be
        join booking_participants p on p.id = be.participant_id
        join term_extras e on e.id = be.extra_id
        where be.booking_id = ${bookingId} order by p.first_name, e.name`,
    )
  return { extra, enrol, book, refused, extrasOf }
}
