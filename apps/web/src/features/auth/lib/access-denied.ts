import { isApiError } from '@/lib/api-error'

/** Sign-in refused because the account lacks the role chosen on the form. */
export function isAccessDenied(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.title === 'Access denied'
}
