import type { PaymentAccountStatus } from '@afc/contracts'
import { and, eq, inArray } from 'drizzle-orm'
import {
  activitySchedules,
  children,
  ledgerEntries,
  userProfiles,
  vendors,
} from '../../db/schema/index.ts'
import type { LedgerKind } from '../../db/schema/payments.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import type { TestAppWithMail } from '../../test/app.ts'
import { DAY, HOUR } from '../../test/booking-world.ts'
import { CHICAGO, catalogRows } from '../../test/catalog-rows.ts'
import { payForBooking } from '../../test/pay.ts'

/**
 * A signed-in provider in Chicago with a $12.50 class (a title a CSV must quote), and a family
 * with six children who book and pay through the real checkout.
 */
export async function buildPayoutsWorld(
  app: TestAppWithMail,
  suffix: string,
  account: { status: PaymentAccountStatus; accountId: string | null } = {
    status: 'connected',
    accountId: `acct_test_${suffix}`,
  },
) {
  const db = app.database.db
  const owner = await createSignedInUser(app, {
    email: `owner-${suffix}@payouts.example`,
    roles: ['vendor'],
  })
  const [vendor] = await db
    .update(vendors)
    .set({
      status: 'approved',
      paymentAccountId: account.accountId,
      paymentAccountStatus: account.status,
    })
    .where(eq(vendors.userId, owner.userId))
    .returning({ id: vendors.id })
  const vendorId = vendor?.id ?? ''
  const catalog = catalogRows(db)
  const locationId = await catalog.venue({
    vendorId,
    name: 'Clay Barn',
    address: '1 Lake Street',
    ...CHICAGO,
  })
  const activityId = await catalog.activity({
    vendor: { id: vendorId, locationId },
    title: `Clay, Paint & "Glaze" ${suffix}`,
    capacity: 20,
    priceCents: 1250,
  })
  const startsAt = new Date(Date.now() + 10 * DAY)
  const [session] = await db
    .insert(activitySchedules)
    .values({ activityId, startsAt, endsAt: new Date(startsAt.getTime() + HOUR) })
    .returning({ id: activitySchedules.id })

  const parent = await createSignedInUser(app, { email: `family-${suffix}@payouts.example` })
  await db
    .update(userProfiles)
    .set({ firstName: 'Emily', lastName: 'carter' })
    .where(eq(userProfiles.id, parent.userId))
  const kids = await db
    .insert(children)
    .values(
      ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay'].map((firstName) => ({
        parentId: parent.userId,
        firstName,
        lastName: 'Carter',
        birthDate: '2018-05-01',
      })),
    )
    .returning({ id: children.id })
  let nextChild = 0

  /**
   * Books `places` children into the session, with a promo code if given; returns the answer of
   * POST /api/bookings.
   */
  const book = (places: number, code?: string) => {
    const childIds = kids.slice(nextChild, nextChild + places).map((kid) => kid.id)
    nextChild += places
    return app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: parent.cookie },
      payload: { sessionId: session?.id, childIds, ...(code ? { code } : {}) },
    })
  }
  /** Books and pays with the test card, as a family completing checkout would. */
  const bookAndPay = async (places: number, code?: string) => {
    const booked = await book(places, code)
    if (booked.statusCode !== 201) throw new Error(`booking failed: ${booked.body}`)
    const bookingId = booked.json().id as string
    const paid = await payForBooking(app, { bookingId, cookie: parent.cookie })
    if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`)
    return bookingId
  }
  /** Dates the booking's ledger rows of these kinds as if the money had moved at `at`. */
  const movedAt = async (bookingId: string, kinds: LedgerKind[], at: string) => {
    await db
      .update(ledgerEntries)
      .set({ createdAt: new Date(at) })
      .where(and(eq(ledgerEntries.bookingId, bookingId), inArray(ledgerEntries.kind, kinds)))
  }
  return { owner, vendorId, activityId, parent, book, bookAndPay, movedAt }
}
