import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'
import { isApiError } from '@/lib/api-error'

/** The server's sentence for a failed request, or the screen's own when it sent none. */
export function failureMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.detail ? error.detail : fallback
}

/**
 * Puts the server's per-field messages under the matching inputs ('categories.0' belongs to
 * 'categories'). Returns whether any field got a message, so the caller can keep its summary
 * short instead of repeating them.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<Values>[],
  setError: UseFormSetError<Values>,
): boolean {
  if (!isApiError(error)) return false
  let shown = false
  for (const [path, messages] of Object.entries(error.errors)) {
    const field = fields.find((name) => path === name || path.startsWith(`${name}.`))
    const message = messages[0]
    if (field && message) {
      setError(field, { type: 'server', message })
      shown = true
    }
  }
  return shown
}
