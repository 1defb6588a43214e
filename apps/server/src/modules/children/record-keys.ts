import type { SealedColumn } from '../../db/reseal-column.ts'

/** Where children's records are sealed, for a key rotation to re-seal them. */
export const SEALED_RECORDS: SealedColumn = {
  table: 'child_records',
  id: 'child_id',
  column: 'sealed',
}
