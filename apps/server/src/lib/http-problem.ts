import type { Problem } from '@afc/contracts'

/**
 * An error a service throws when a request cannot be served as asked; the error handler turns it
 * into an RFC 9457 problem response. The detail is shown to the user, so it is plain language.
 */
export class HttpProblem extends Error {
  readonly statusCode: number
  readonly title: string
  readonly errors: Problem['errors']
  readonly headers: Record<string, string>

  constructor(options: {
    status: number
    title: string
    detail?: string
    errors?: Problem['errors']
    headers?: Record<string, string>
  }) {
    super(options.detail ?? options.title)
    this.name = 'HttpProblem'
    this.statusCode = options.status
    this.title = options.title
    this.errors = options.errors
    this.headers = options.headers ?? {}
  }
}

export const badRequest = (detail: string, errors?: Problem['errors']) =>
  new HttpProblem({ status: 400, title: 'Bad Request', detail, errors })

export const unauthorized = (detail = 'User not authenticated') =>
  new HttpProblem({ status: 401, title: 'Unauthorized', detail })

export const forbidden = (detail = "You don't have permission to do this.") =>
  new HttpProblem({ status: 403, title: 'Forbidden', detail })

export const notFound = (detail: string) =>
  new HttpProblem({ status: 404, title: 'Not Found', detail })

export const conflict = (detail: string) =>
  new HttpProblem({ status: 409, title: 'Conflict', detail })

export const unprocessable = (detail: string, errors?: Problem['errors']) =>
  new HttpProblem({ status: 422, title: 'Unprocessable Content', detail, errors })
