import type { SealedColumn } from '../../db/reseal-column.ts'

/** Where families' pickup codes are sealed, for a key rotation to re-seal them. */
export const SEALED_PICKUP_CODES: SealedColumn = {
  table: 'pickup_codes',
  id: 'parent_id',
  column: 'sealed',
}
