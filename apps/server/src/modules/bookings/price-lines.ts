import type { PriceLine } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import type { QuoteLine } from '../pricing/index.ts'

/** A booking's line as stored: a child's line keeps the child's first name. */
export type StoredLine = Omit<PriceLine, 'childId' | 'firstName'> & {
  childId: string | null
  firstName: string | null
}

/** The current lines (not replaced) of the booking `b`, by position, as json. */
export const CURRENT_LINES = sql`(select coalesce(json_agg(json_build_object('kind', pl.kind,
      'label', pl.label, 'amountCents', pl.amount_cents, 'childId', pl.child_id,
      'firstName', pl.first_name) order by pl.position), '[]'::json)
    from booking_price_lines pl where pl.booking_id = b.id and pl.replaced_at is null)`

/** The lines as the family is shown them: a line of the whole booking names no child. */
export const shownLines = (lines: StoredLine[]): PriceLine[] =>
  lines.map(({ childId, firstName, ...line }) => ({
    ...line,
    amountCents: Number(line.amountCents),
    ...(childId ? { childId } : {}),
    ...(firstName ? { firstName } : {}),
  }))

/** A quote's lines as a booking stores them, with each child's first name. */
export const namedLines = (
  lines: QuoteLine[],
  kids: { id: string; firstName: string }[],
): (QuoteLine & { firstName?: string })[] =>
  lines.map((line) => {
    const firstName = kids.find((kid) => kid.id === line.childId)?.firstName
    return firstName ? { ...line, firstName } : line
  })

/** The quote's lines shown without the rule and code they came from. */
export const publicLines = (
  lines: QuoteLine[],
  kids: { id: string; firstName: string }[],
): PriceLine[] => namedLines(lines, kids).map(({ ruleId: _rule, codeId: _code, ...line }) => line)

/**
 * Writes a booking's lines in the quote's order, in the caller's transaction: each child's with
 * the child and their first name, a discount with its rule, the code's with its code.
 */
export async function insertPriceLines(options: {
  db: Database
  bookingId: string
  lines: QuoteLine[]
  kids: { id: string; firstName: string }[]
}) {
  const { db, bookingId, lines, kids } = options
  if (lines.length === 0) return
  const rows = namedLines(lines, kids).map(
    (line, index) =>
      sql`(${bookingId}::uuid, ${index + 1}::int, ${line.kind}::text, ${line.label}::text,
        ${line.amountCents}::int, ${line.childId ?? null}::uuid, ${line.firstName ?? null}::text,
        ${line.ruleId ?? null}::uuid, ${line.codeId ?? null}::uuid)`,
  )
  await queryRows(
    db,
    sql`insert into booking_price_lines (booking_id, position, kind, label, amount_cents,
        child_id, first_name, rule_id, code_id)
      values ${sql.join(rows, sql`, `)}`,
  )
}
