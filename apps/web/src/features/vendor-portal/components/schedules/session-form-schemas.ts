import { decisionDaysField, minPlacesField, sessionCreateSchema } from '@afc/contracts'
import type { z } from 'zod'

// The two shapes of the shared schema, one per form, so each form validates exactly its fields.
const [singleSessionRequest, weeklySeriesRequest] = sessionCreateSchema.options

/**
 * The minimum as the forms take it, text in whole places and days, under names of its own: the
 * request's own `minPlaces` and `decisionHours` keep their defaults until the form's values
 * replace them.
 */
const runMinimumText = { minimum: minPlacesField, decisionDays: decisionDaysField }

function withRunMinimum<Form extends { minimum: number | null; decisionDays: number }>({
  minimum,
  decisionDays,
  ...request
}: Form) {
  return { ...request, minPlaces: minimum, decisionHours: decisionDays }
}

export const singleSessionSchema = singleSessionRequest
  .safeExtend(runMinimumText)
  .transform(withRunMinimum)
export const weeklySeriesSchema = weeklySeriesRequest
  .safeExtend(runMinimumText)
  .transform(withRunMinimum)

export type SingleSessionInput = z.input<typeof singleSessionSchema>
export type SingleSessionValues = z.output<typeof singleSessionSchema>
export type WeeklySeriesInput = z.input<typeof weeklySeriesSchema>
export type WeeklySeriesValues = z.output<typeof weeklySeriesSchema>

/** Fields both forms have, and the server's errors may name. */
export const SESSION_FIELDS = ['activityId', 'startTime', 'durationMinutes'] as const

/** Today on the provider's calendar, as a date input expects it. */
export function todayInputValue(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** An empty duration means 'as long as the activity', which the schema expects as missing. */
export const optionalNumber = (value: unknown) => (value === '' ? undefined : value)
