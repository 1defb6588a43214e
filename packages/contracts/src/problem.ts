import { z } from 'zod'

/** RFC 9457 problem details, the body of every API error. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  /** Validation errors keyed by field path, e.g. `{ "email": ["Please enter a valid email address"] }`. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
})
export type Problem = z.infer<typeof problemSchema>
