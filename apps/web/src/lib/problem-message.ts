import { isApiError } from './api-error'

/** The server's sentence for a failed request, or the screen's own when it sent none. */
export function failureMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.detail ? error.detail : fallback
}
