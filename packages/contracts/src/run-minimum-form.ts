import { z } from 'zod'
import {
  DEFAULT_DECISION_HOURS,
  decisionHoursSchema,
  minimumAbovePlaces,
  minPlacesSchema,
} from './run-minimum.ts'

/** 'Minimum to run (optional)': empty for none (null), else the whole number. */
export const minPlacesField = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : Number(value)))
  .pipe(minPlacesSchema.nullable())

/**
 * 'Decide … days before the start': the form counts in days, the request in hours, so the field
 * is read as hours and checked by the request's own schema (and its sentence).
 */
export const decisionDaysField = z
  .string()
  .trim()
  .transform((days) => (days === '' ? Number.NaN : Number(days) * 24))
  .pipe(decisionHoursSchema)

/** What the days field shows for a decision time in hours: '3' for 72. */
export const decisionHoursToDays = (hours: number) => String(hours / 24)

/** The fields' values for no minimum and the default decision time. */
export const NO_MINIMUM_FIELDS = {
  minPlaces: '',
  decisionDays: decisionHoursToDays(DEFAULT_DECISION_HOURS),
}

/** Puts the shared sentence on a minimum above the places the form gives, when it gives them. */
export function checkMinimumWithinPlaces(
  form: { minPlaces: number | null; places: number | null },
  context: z.RefinementCtx,
  of: 'term' | 'session' = 'term',
) {
  if (form.places === null || form.minPlaces === null || form.minPlaces <= form.places) return
  context.addIssue({
    code: 'custom',
    message: minimumAbovePlaces(form.places, of),
    path: ['minPlaces'],
  })
}
