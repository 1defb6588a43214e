import type { Database } from '../../db/client.ts'
import { type ResealCount, resealColumn } from '../../db/reseal-column.ts'
import type { Keyring } from '../../lib/sealed-text.ts'

/** Re-seals every child's record still under an older key (a key rotation). */
export function resealRecords(options: {
  db: Database
  keyring: Keyring
  batchSize?: number
}): Promise<ResealCount> {
  return resealColumn({
    ...options,
    target: { table: 'child_records', id: 'child_id', column: 'sealed' },
  })
}
