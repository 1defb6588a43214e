import { isRouteErrorResponse } from 'react-router'

/** A readable message for whatever was thrown, or undefined to use the generic text. */
export function describeError(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data
    if (typeof data === 'string' && data) return data
    return `${error.status} ${error.statusText}`.trim()
  }
  if (error instanceof Error) return error.message || undefined
  if (typeof error === 'string') return error || undefined
  return undefined
}
