import { z } from 'zod'

export const ACTIVITY_TYPES = ['class', 'course', 'event'] as const
export const activityTypeSchema = z.enum(ACTIVITY_TYPES)
export type ActivityType = z.infer<typeof activityTypeSchema>

/** Ages the catalogue works with: the spec's age slider runs 0 to 18. */
export const MIN_AGE = 0
export const MAX_AGE = 18
