import { isApiError } from '@/lib/api-error'

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404
}
