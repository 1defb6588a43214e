import { problemSchema } from '@afc/contracts'

/** The problems an admin route can answer with, for the routes' response schemas. */
export const adminErrors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
}
