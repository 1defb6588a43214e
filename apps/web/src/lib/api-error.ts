import type { Problem } from '@afc/contracts'

/** An API failure, carrying the RFC 9457 problem details the server sent. */
export class ApiError extends Error {
  readonly status: number
  readonly title: string
  readonly detail: string | undefined
  readonly type: string
  /** Validation messages keyed by field path, empty when the problem is not about fields. */
  readonly errors: Record<string, string[]>

  constructor(problem: Problem) {
    super(problem.detail ?? problem.title)
    this.name = 'ApiError'
    this.status = problem.status
    this.title = problem.title
    this.detail = problem.detail
    this.type = problem.type
    this.errors = problem.errors ?? {}
  }

  /** The first message for a form field, to show under its input. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0]
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}
