import { type ExtraPriceUnit, extraAmountCents } from '@afc/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { unprocessable } from '../../lib/http-problem.ts'
import { uuidList } from '../../lib/sql-lists.ts'
import { coversSession, takesPlaces } from './places-taken.ts'

export const EXTRA_NOT_OFFERED = 'This extra is not offered with this term.'
export const EXTRAS_FOR_CHOSEN = 'Extras are for the children you book.'
export const EXTRA_TWICE = 'Each extra can be chosen once for each child.'
export const NO_TRIAL_EXTRAS =
  'A trial class comes without extras: enrol in the term or drop in to add them.'

export type ChosenExtra = { childId: string; extraId: string }

export type LockedExtra = {
  id: string
  name: string
  priceCents: number
  pricePer: ExtraPriceUnit
  /** How many children may take it in one session; null for no limit. */
  places: number | null
}

/** An extra one child of the booking takes, priced by the server. */
export type ExtraLine = ChosenExtra & {
  name: string
  unitPriceCents: number
  pricePer: ExtraPriceUnit
  amountCents: number
}

/**
 * Locks the chosen extras of the term, after the term or session and in id order as every lock
 * of several rows does, so families racing for an extra's last places are served one at a time.
 * An extra of another term is not among them. No statement when none was chosen. A quote
 * preview reads them without the lock.
 */
export async function lockExtras(
  db: Database,
  options: { termId: string | null; chosen: ChosenExtra[]; lock?: boolean },
): Promise<LockedExtra[]> {
  const { termId, chosen, lock = true } = options
  if (chosen.length === 0 || termId === null) return []
  const ids = [...new Set(chosen.map((extra) => extra.extraId))]
  const rows = await queryRows<LockedExtra>(
    db,
    sql`select e.id, e.name, e.price_cents as "priceCents", e.price_per as "pricePer", e.places
      from term_extras e
      where e.term_id = ${termId} and e.id in (${uuidList(ids)})
      order by e.id
      ${lock ? sql`for no key update` : sql``}`,
  )
  return rows.map((row) => ({
    ...row,
    priceCents: Number(row.priceCents),
    places: row.places === null ? null : Number(row.places),
  }))
}

/**
 * The chosen extras priced at today's prices: per session, the price for every session the
 * booking covers; per booking, the price once. Refuses an extra the term does not offer, one for
 * a child not booked, or one chosen twice for a child.
 */
export function priceExtras(options: {
  chosen: ChosenExtra[]
  locked: LockedExtra[]
  childIds: string[]
  sessionsCovered: number
}): ExtraLine[] {
  const { chosen, locked, childIds, sessionsCovered } = options
  const seen = new Set<string>()
  return chosen.map(({ childId, extraId }) => {
    if (!childIds.includes(childId)) throw unprocessable(EXTRAS_FOR_CHOSEN)
    const key = `${childId}:${extraId}`
    if (seen.has(key)) throw unprocessable(EXTRA_TWICE)
    seen.add(key)
    const extra = locked.find((row) => row.id === extraId)
    if (!extra) throw unprocessable(EXTRA_NOT_OFFERED)
    return {
      childId,
      extraId,
      name: extra.name,
      unitPriceCents: extra.priceCents,
      pricePer: extra.pricePer,
      amountCents: extraAmountCents({
        priceCents: extra.priceCents,
        pricePer: extra.pricePer,
        sessions: sessionsCovered,
      }),
    }
  })
}

/** The extras as a booking's answer shows them, ordered as My Bookings reads them. */
export function extrasAnswer(lines: ExtraLine[], kids: { id: string; firstName: string }[]) {
  return lines
    .map(({ name, childId, pricePer, amountCents, unitPriceCents }) => ({
      name,
      firstName: kids.find((kid) => kid.id === childId)?.firstName ?? '',
      pricePer,
      amountCents,
      unitPriceCents,
    }))
    .sort((a, b) => a.firstName.localeCompare(b.firstName) || a.name.localeCompare(b.name))
}

export const extrasTotal = (lines: ExtraLine[]) =>
  lines.reduce((sum, line) => sum + line.amountCents, 0)

/** "After care is full.": the refusal when an extra has no place left for the children asking. */
export const extraFullDetail = (name: string) => `${name} is full.`

/**
 * The places of the extra `extraId` taken in the session `s` (an alias of `activity_schedules`)
 * at `at` (the database's clock unless given): the children holding it in bookings that take places (`takesPlaces`) and cover the
 * session (`coversSession`). The one rule enrolling, dropping in and the public page read.
 */
export function extraPlacesTaken(extraId: SQL, s: string, at?: Date): SQL {
  return sql`(select count(*) from booking_extras be join bookings eb on eb.id = be.booking_id
    where be.extra_id = ${extraId} and ${takesPlaces('eb', at)} and ${coversSession('eb', s)})::int`
}

/**
 * The name of the first chosen extra that would go over its places in one of the sessions
 * `sessionIds` (`extraPlacesTaken`), or null.
 */
export function fullExtraName(options: {
  lines: ExtraLine[]
  locked: LockedExtra[]
  sessionIds: SQL
  now: Date
}): SQL {
  const { lines, locked, sessionIds, now } = options
  const limited = locked.flatMap((extra) =>
    extra.places === null
      ? []
      : [
          sql`(${extra.id}::uuid, ${extra.name}::text, ${extra.places}::int,
            ${lines.filter((line) => line.extraId === extra.id).length}::int)`,
        ],
  )
  if (limited.length === 0) return sql`null::text`
  return sql`(select x.name from (values ${sql.join(limited, sql`, `)}) as x(id, name, places, wanted)
    where exists (select 1 from activity_schedules xs where xs.id in (${sessionIds})
      and ${extraPlacesTaken(sql`x.id`, 'xs', now)} + x.wanted > x.places)
    order by x.id limit 1)`
}

/**
 * A common table expression writing the booking's extras, one row for each child's extra,
 * joined to the `participants` expression (returning id, booking_id and child_id). Nothing when
 * none was chosen.
 */
export function insertExtras(lines: ExtraLine[]): SQL {
  if (lines.length === 0) return sql``
  const rows = lines.map(
    (line) =>
      sql`(${line.childId}::uuid, ${line.extraId}::uuid, ${line.unitPriceCents}::int,
        ${line.pricePer}::text, ${line.amountCents}::int)`,
  )
  return sql`, extras as (
      insert into booking_extras (booking_id, participant_id, extra_id, unit_price_cents,
        price_per, amount_cents)
      select p.booking_id, p.id, x.extra_id, x.unit_price_cents, x.price_per, x.amount_cents
      from participants p
      join (values ${sql.join(rows, sql`, `)})
        as x(child_id, extra_id, unit_price_cents, price_per, amount_cents)
        on x.child_id = p.child_id
    )`
}
