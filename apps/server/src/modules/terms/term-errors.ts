import { problemResponses } from '../../lib/problem-responses.ts'

/** The problems every terms route declares. */
export const termErrors = problemResponses(400, 401, 403, 404, 409, 422)
