import { problemResponses } from '../../lib/problem-responses.ts'

/** The problems an admin route can answer with, for the routes' response schemas. */
export const adminErrors = problemResponses(400, 401, 403, 404, 409)
