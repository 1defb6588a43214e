import { HttpProblem } from './http-problem.ts'

/**
 * The database is the last line of defence for its constraints. When a request slips past a
 * service's own checks and hits one, the client gets a clear 4xx instead of a 500.
 */
export function problemFromDatabaseError(error: unknown): HttpProblem | undefined {
  const cause = findPostgresError(error)
  if (!cause) return undefined
  switch (cause.code) {
    case '23505':
      return new HttpProblem({
        status: 409,
        title: 'Conflict',
        detail: 'This already exists.',
      })
    case '23503':
    case '23001':
      return new HttpProblem({
        status: 409,
        title: 'Conflict',
        detail: 'This is still in use, or refers to something that does not exist.',
      })
    case '23514':
    case '23502':
      return new HttpProblem({
        status: 422,
        title: 'Unprocessable Content',
        detail: 'Some of the values are not allowed.',
      })
    // Text the database cannot take: NUL or a byte sequence that is not UTF-8 (22021), a
    // character the encoding lacks (22P05), a malformed literal, escape or pattern.
    case '22021':
    case '22P05':
    case '22019':
    case '22025':
    case '2201B':
    case '22P02':
    case '22007':
    case '22008':
    case '22003':
    case '22001':
      return new HttpProblem({
        status: 400,
        title: 'Bad Request',
        detail: 'Some of the values are not in a valid format.',
      })
    case '40001':
    case '40P01':
      return new HttpProblem({
        status: 409,
        title: 'Conflict',
        detail: 'Someone else changed this at the same moment. Please try again.',
      })
    default:
      return undefined
  }
}

type PostgresError = { code: string }

function findPostgresError(error: unknown): PostgresError | undefined {
  let current: unknown = error
  // Drizzle wraps driver errors in `cause`; walk a few levels down.
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code }
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}
