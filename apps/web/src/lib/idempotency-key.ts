/**
 * A fresh key for one operation that may be sent more than once. crypto.randomUUID exists only
 * in secure contexts (HTTPS, localhost); on a plain-HTTP address the random bytes come from
 * getRandomValues, which exists everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
