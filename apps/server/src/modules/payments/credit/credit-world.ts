import { eq } from 'drizzle-orm'
import { vendors } from '../../../db/schema/index.ts'
import { createSignedInUser } from '../../../test/accounts.ts'
import { apiAs } from '../../../test/api-as.ts'
import type { TestAppWithMail } from '../../../test/app.ts'
import { buildBookingWorld } from '../../../test/booking-world.ts'
import { ledgerGrantCredit } from '../ledger/index.ts'

export const BIRTH = `${new Date().getUTCFullYear() - 6}-04-04`

/**
 * The booking world ($12.50 classes at Kite Club) with an admin, and a way to give the parent a
 * credit as a row: with the world's provider, another provider's or the platform's (`null`).
 */
export async function buildCreditWorld(app: TestAppWithMail, suffix: string) {
  const world = await buildBookingWorld(app, suffix)
  // The provider signed in: the account takes over the provider written for the class.
  const provider = await createSignedInUser(app, {
    email: `provider-${suffix}@example.com`,
    roles: ['vendor'],
  })
  const db = app.database.db
  await db.delete(vendors).where(eq(vendors.userId, provider.userId))
  await db.update(vendors).set({ userId: provider.userId }).where(eq(vendors.id, world.vendor.id))
  const boss = await createSignedInUser(app, {
    email: `boss-${suffix}@example.com`,
    roles: ['admin'],
  })
  const grant = (options: {
    amountCents: number
    vendorId?: string | null
    customerId?: string
    now?: Date
  }) =>
    ledgerGrantCredit({
      db: app.database.db,
      customerId: options.customerId ?? world.parent.userId,
      vendorId: options.vendorId === undefined ? world.vendor.id : options.vendorId,
      amountCents: options.amountCents,
      reason: 'A test credit',
      ...(options.now ? { now: options.now } : {}),
    })
  const parentApi = apiAs(app, world.parent.cookie)
  const credits = async () =>
    (await parentApi.get('/api/credits')).json().credits as {
      providerName: string | null
      leftCents: number
      expiresAt: string
    }[]
  return { ...world, provider, boss, admin: apiAs(app, boss.cookie), parentApi, grant, credits }
}
