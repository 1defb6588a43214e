import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { vendors } from '../../db/schema/index.ts'

/** Where new-booking notices go; null falls back to the business email, then the account's. */
export async function setNotificationEmail(options: {
  db: Database
  vendorId: string
  notificationEmail: string | null
}) {
  await options.db
    .update(vendors)
    .set({ notificationEmail: options.notificationEmail, updatedAt: new Date() })
    .where(eq(vendors.id, options.vendorId))
}
