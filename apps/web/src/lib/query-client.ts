import { QueryClient } from '@tanstack/react-query'
import { isApiError } from './api-error'

const FIVE_MINUTES = 5 * 60 * 1000

/** Retrying cannot fix a request the server rejected (4xx), only a failure on its side. */
export function shouldRetry(failureCount: number, error: unknown, maxRetries = 1): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false
  return failureCount < maxRetries
}

/** The app's query defaults: fresh for 5 minutes, one retry, no refetch on window focus. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        retry: (failureCount, error) => shouldRetry(failureCount, error),
        refetchOnWindowFocus: false,
      },
    },
  })
}
