import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { type ResealCount, resealColumn } from '../../db/reseal-column.ts'
import type { Keyring } from '../../lib/sealed-text.ts'

/**
 * Re-seals every sealed mail body still under an older key (a key rotation): a queued or dead
 * mail must still open when it is sent or sent again.
 */
export function resealMailBodies(options: {
  db: Database
  keyring: Keyring
  batchSize?: number
}): Promise<ResealCount> {
  return resealColumn({
    ...options,
    target: { table: 'mail_outbox', id: 'id', column: 'body', holdsSealed: sql`body_sealed` },
  })
}
