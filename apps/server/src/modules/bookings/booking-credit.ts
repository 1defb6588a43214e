import type { CreditUse } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { type CreditSpent, ledgerCreditFor, ledgerSpendCredit } from '../payments/ledger/index.ts'
import { recordPlatformCode } from './booking-money.ts'
import { takesPlaces } from './places-taken.ts'

/**
 * Spends the family's account credit on a booking just priced, before any card, in the booking's
 * transaction: the provider's credit, then the platform's, up to what is due now. A spending counts
 * while its booking takes places, so a hold that runs out or a booking that ends gives it back as
 * credit. A booking the credit pays in full needs no card and is confirmed at once. Answers the
 * cents spent and whether it confirmed the booking.
 */
export async function spendCreditOnBooking(options: {
  tx: Database
  bookingId: string
  customerId: string
  vendorId: string
  dueCents: number
  now: Date
}) {
  const { tx, bookingId, dueCents, now } = options
  const spent = await ledgerSpendCredit({
    db: tx,
    customerId: options.customerId,
    vendorId: options.vendorId,
    bookingId,
    amountCents: dueCents,
    counts: takesPlaces('b', now),
    now,
  })
  const creditCents = spent.reduce((sum, grant) => sum + grant.amountCents, 0)
  const confirmedNow = creditCents > 0 && creditCents === dueCents
  if (confirmedNow) {
    await queryRows(
      tx,
      sql`update bookings set status = 'confirmed', hold_expires_at = null,
          payment_status = 'none', updated_at = now()
        where id = ${bookingId}`,
    )
    await recordPlatformCode({ db: tx, bookingId })
  }
  return { spent, creditCents, confirmedNow }
}

/** The credit spent, as a booking's answer shows it: the provider's, then the platform's. */
export function creditUses(spent: CreditSpent[], providerName: string): CreditUse[] {
  const sum = (platform: boolean) =>
    spent
      .filter((grant) => (grant.vendorId === null) === platform)
      .reduce((total, grant) => total + grant.amountCents, 0)
  return [
    { providerName, amountCents: sum(false) },
    { providerName: null, amountCents: sum(true) },
  ].filter((use) => use.amountCents > 0)
}

async function businessName(db: Database, vendorId: string) {
  const [provider] = await queryRows<{ name: string }>(
    db,
    sql`select business_name as name from vendors where id = ${vendorId}`,
  )
  return provider?.name ?? ''
}

/** What the family's credit would pay of a quote at the provider, and what is left for the card. */
export async function previewCredit(options: {
  db: Database
  customerId: string
  vendorId: string
  dueCents: number
  now: Date
}) {
  const { db, customerId, vendorId, dueCents, now } = options
  const spent = await ledgerCreditFor({
    db,
    customerId,
    vendorId,
    amountCents: dueCents,
    counts: takesPlaces('b', now),
    now,
  })
  const creditCents = spent.reduce((sum, grant) => sum + grant.amountCents, 0)
  // Most quotes spend none of the provider's credit: only a use of it shows the provider's name.
  const providerName = spent.some((grant) => grant.vendorId !== null)
    ? await businessName(db, vendorId)
    : ''
  return { creditUses: creditUses(spent, providerName), cardCents: dueCents - creditCents }
}
