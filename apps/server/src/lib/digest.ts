import { createHash } from 'node:crypto'

/** A short, stable name for a longer text (a link, a key) that reveals nothing of it. */
export function digestOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32)
}
