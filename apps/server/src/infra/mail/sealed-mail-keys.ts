import { sql } from 'drizzle-orm'
import type { SealedColumn } from '../../db/reseal-column.ts'

/**
 * Where mail bodies are sealed (those naming a child's medical details), for a key rotation to
 * re-seal them: a queued or dead mail must still open when it is sent or sent again.
 */
export const SEALED_MAIL_BODIES: SealedColumn = {
  table: 'mail_outbox',
  id: 'id',
  column: 'body',
  holdsSealed: sql`body_sealed`,
}
