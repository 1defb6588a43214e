import { sessionCreateSchema } from '@afc/contracts'
import type { z } from 'zod'

// The two shapes of the shared schema, one per form, so each form validates exactly its fields.
export const [singleSessionSchema, weeklySeriesSchema] = sessionCreateSchema.options

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
