import { hoursInWords } from './durations.ts'

// Apart from the schemas, so a page can state the policy without loading zod.

/** Families cancel free of charge until 48 hours before the session starts; not a setting. */
export const FREE_CANCELLATION_HOURS = 48
/** The free-cancellation window in words ('48 hours'), for every text that states it. */
export const FREE_CANCELLATION_WINDOW = hoursInWords(FREE_CANCELLATION_HOURS)
export const CANCELLATION_POLICY = `Free up to ${FREE_CANCELLATION_WINDOW} before the activity`
