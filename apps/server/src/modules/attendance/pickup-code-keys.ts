import type { Database } from '../../db/client.ts'
import { type ResealCount, resealColumn } from '../../db/reseal-column.ts'
import type { Keyring } from '../../lib/sealed-text.ts'

/** Re-seals every family's pickup code still under an older key (a key rotation). */
export function resealPickupCodes(options: {
  db: Database
  keyring: Keyring
  batchSize?: number
}): Promise<ResealCount> {
  return resealColumn({
    ...options,
    target: { table: 'pickup_codes', id: 'parent_id', column: 'sealed' },
  })
}
