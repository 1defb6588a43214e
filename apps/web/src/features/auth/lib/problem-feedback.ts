import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'
import { isApiError } from '@/lib/api-error'

/** The server's sentence for a failed request, or a generic one when it sent none. */
export function failureMessage(error: unknown): string {
  return isApiError(error) && error.detail ? error.detail : 'Something went wrong'
}

/** Sign-in refused because the account lacks the role chosen on the form. */
export function isAccessDenied(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.title === 'Access denied'
}

/** Puts the server's per-field messages under the matching inputs. */
export function showFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: FieldPath<Values>[],
  setError: UseFormSetError<Values>,
) {
  if (!isApiError(error)) return
  for (const field of fields) {
    const message = error.fieldError(field)
    if (message) setError(field, { type: 'server', message })
  }
}
