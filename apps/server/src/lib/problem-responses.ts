import { problemSchema } from '@afc/contracts'

/**
 * The refusals a route declares, each answered as a problem: `problemResponses(400, 404)` is
 * `{ 400: problemSchema, 404: problemSchema }`, keyed so the route's replies are typed by status.
 */
export function problemResponses<const Code extends number>(
  ...codes: Code[]
): Record<Code, typeof problemSchema> {
  return Object.fromEntries(codes.map((code) => [code, problemSchema])) as Record<
    Code,
    typeof problemSchema
  >
}
