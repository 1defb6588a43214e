import { problemSchema } from '@afc/contracts'

/** The problems every terms route declares. */
export const termErrors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
  422: problemSchema,
}
