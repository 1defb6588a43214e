import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { vendors } from '../../db/schema/index.ts'

/** Whether the provider's check-outs ask for the family's pickup code. */
export async function saveAttendanceSettings(options: {
  db: Database
  vendorId: string
  input: { requirePickupCode: boolean }
}) {
  const { db, vendorId, input } = options
  const [row] = await db
    .update(vendors)
    .set({ requirePickupCode: input.requirePickupCode, updatedAt: new Date() })
    .where(eq(vendors.id, vendorId))
    .returning({ requirePickupCode: vendors.requirePickupCode })
  return { requirePickupCode: row?.requirePickupCode ?? input.requirePickupCode }
}
