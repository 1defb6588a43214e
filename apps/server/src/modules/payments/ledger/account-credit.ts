import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { queryRows } from '../../../db/query-rows.ts'

/**
 * What is left of the grant `g`: its amount less what bookings that still count spent of it.
 * `counts` says of a booking `b` whether its spending stands; bookings owns that rule (a booking
 * that takes places), so an unpaid hold that runs out or a cancelled booking gives its credit back
 * without a row or a job.
 */
export function creditLeft(g: string, counts: SQL): SQL {
  const grant = sql.raw(g)
  return sql`(${grant}.amount_cents - coalesce((select sum(sp.amount_cents)
    from account_credits sp join bookings b on b.id = sp.booking_id
    where sp.credit_id = ${grant}.id and sp.kind = 'spent' and ${counts}), 0))::int`
}

/** The credit spent on the booking `b`, in cents: what its card is not asked for. */
export function creditSpentOn(b: string): SQL {
  return sql`coalesce((select sum(sp.amount_cents) from account_credits sp
    where sp.booking_id = ${sql.raw(b)}.id and sp.kind = 'spent'), 0)::int`
}

/** When a credit given now stops being spendable: the platform's setting, in months. */
const EXPIRES = (now: Date) =>
  sql`${now.toISOString()}::timestamptz + make_interval(months => (select credit_expiry_months
    from platform_settings where id = 1))`

/**
 * Gives a family a credit, with the provider (`vendorId`) or the platform's (null), in the
 * caller's transaction. A credit for a booking the provider cancelled names that booking, whose
 * money it then is instead of a refund. Answers the new grant's id and expiry.
 */
export async function ledgerGrantCredit(options: {
  db: Database
  customerId: string
  vendorId: string | null
  amountCents: number
  reason: string
  bookingId?: string
  createdBy?: string
  now?: Date
}) {
  const { db, customerId, vendorId, amountCents, reason, now = new Date() } = options
  const [grant] = await queryRows<{ id: string; expiresAt: string }>(
    db,
    sql`insert into account_credits (customer_id, vendor_id, kind, amount_cents, booking_id,
        expires_at, reason, created_by, created_at)
      values (${customerId}, ${vendorId}, 'granted', ${amountCents}, ${options.bookingId ?? null},
        ${EXPIRES(now)}, ${reason}, ${options.createdBy ?? null}, ${now.toISOString()}::timestamptz)
      returning id, expires_at as "expiresAt"`,
  )
  if (!grant) throw new Error('credit insert returned nothing')
  return grant
}

/** One grant a booking drew on: whose credit it was and how much. */
export type CreditSpent = { creditId: string; vendorId: string | null; amountCents: number }

type Spending = {
  db: Database
  customerId: string
  vendorId: string
  amountCents: number
  counts: SQL
  now: Date
}

const spendable = (options: Spending) => sql`g.customer_id = ${options.customerId}
  and g.kind = 'granted' and (g.vendor_id = ${options.vendorId} or g.vendor_id is null)
  and g.expires_at > ${options.now.toISOString()}::timestamptz`

/**
 * What the family's credit would pay of `amountCents` at the provider: the provider's credit
 * before the platform's, the soonest to expire first. Reads, writes nothing.
 */
export async function ledgerCreditFor(options: Spending): Promise<CreditSpent[]> {
  const grants = await queryRows<{ id: string; vendorId: string | null; left: number }>(
    options.db,
    sql`select g.id, g.vendor_id as "vendorId", ${creditLeft('g', options.counts)} as left
      from account_credits g where ${spendable(options)}
      order by g.vendor_id is null, g.expires_at, g.id`,
  )
  const spent: CreditSpent[] = []
  let due = options.amountCents
  for (const grant of grants) {
    const amount = Math.min(due, Number(grant.left))
    if (amount <= 0) continue
    spent.push({ creditId: grant.id, vendorId: grant.vendorId, amountCents: amount })
    due -= amount
    if (due === 0) break
  }
  return spent
}

/**
 * Spends the family's credit on the booking, up to `amountCents`, in the booking's transaction,
 * as `ledgerCreditFor` allots it. The family's grants spendable here are locked first and only
 * then summed, in a statement of their own, so a second checkout racing for the same balance
 * waits and then sees the first one's spending: the balance is spent once. Answers what was
 * drawn on each grant.
 */
export async function ledgerSpendCredit(
  options: Spending & { bookingId: string },
): Promise<CreditSpent[]> {
  const { db, bookingId, amountCents, now } = options
  if (amountCents <= 0) return []
  const locked = await queryRows<{ id: string }>(
    db,
    sql`select g.id from account_credits g where ${spendable(options)} order by g.id for update`,
  )
  if (locked.length === 0) return []
  const spent = await ledgerCreditFor(options)
  for (const { creditId, amountCents: amount } of spent) {
    await queryRows(
      db,
      sql`insert into account_credits (customer_id, vendor_id, kind, amount_cents, credit_id,
          booking_id, created_at)
        select g.customer_id, g.vendor_id, 'spent', ${amount}, g.id, ${bookingId},
          ${now.toISOString()}::timestamptz
        from account_credits g where g.id = ${creditId}`,
    )
  }
  return spent
}
