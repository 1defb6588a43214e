import { eq } from 'drizzle-orm'
import { vendors } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import type { TestAppWithMail } from '../../test/app.ts'
import { CHICAGO, catalogRows } from '../../test/catalog-rows.ts'
import type { AttendanceCaller } from './session-access.ts'

/** A provider signed in as its owner, approved, with a venue in Chicago; the caller its rows carry. */
export async function signedInProvider(app: TestAppWithMail, name: string, email: string) {
  const db = app.database.db
  const owner = await createSignedInUser(app, { email, roles: ['vendor'] })
  const [vendor] = await db
    .update(vendors)
    .set({ businessName: name, status: 'approved' })
    .where(eq(vendors.userId, owner.userId))
    .returning()
  const vendorId = vendor?.id ?? ''
  const locationId = await catalogRows(db).venue({
    vendorId,
    name,
    address: '1 Clay Lane',
    ...CHICAGO,
  })
  const caller: AttendanceCaller = {
    userId: owner.userId,
    vendorId,
    name,
    viewer: { role: 'owner', staffId: null },
  }
  return { owner, vendorId, locationId, caller }
}
