import { z } from 'zod'
import { localDate, localTime, sessionDuration } from './vendor-schedules.ts'
import {
  TERM_MAX_WEEKS,
  type termCreateSchema,
  termNameSchema,
  termSeriesSchema,
} from './vendor-terms.ts'

const DOLLARS = 'Enter an amount in dollars, 0 or more'
const dollarAmount = z
  .number({ error: DOLLARS })
  .min(0, { error: DOLLARS })
  .max(100_000, { error: 'Enter a price of at most $100,000' })
const toCents = (dollars: number) => Math.round(dollars * 100)
const WEEKS = `Choose 1 to ${TERM_MAX_WEEKS} weeks`

/**
 * The provider's 'Add term' form: a weekly series for a number of weeks with prices in dollars
 * (drop-in and trial left empty when not sold), sent as the body `termCreateSchema` reads.
 */
export const termFormSchema = z
  .object({
    activityId: z.uuid({ error: 'Choose a course' }),
    name: termNameSchema,
    weekdays: termSeriesSchema.shape.weekdays,
    fromDate: localDate,
    weeks: z.coerce
      .number({ error: WEEKS })
      .int({ error: WEEKS })
      .min(1, { error: WEEKS })
      .max(TERM_MAX_WEEKS, { error: WEEKS }),
    startTime: localTime,
    durationMinutes: sessionDuration,
    price: z.string().trim().min(1, { error: DOLLARS }).transform(Number).pipe(dollarAmount),
    dropInPrice: z.string().trim(),
    trialPrice: z.string().trim(),
  })
  .refine(
    (form) => form.dropInPrice === '' || dollarAmount.safeParse(Number(form.dropInPrice)).success,
    {
      error: DOLLARS,
      path: ['dropInPrice'],
    },
  )
  .refine(
    (form) => form.trialPrice === '' || dollarAmount.safeParse(Number(form.trialPrice)).success,
    {
      error: DOLLARS,
      path: ['trialPrice'],
    },
  )
  .transform(
    (form): z.input<typeof termCreateSchema> => ({
      activityId: form.activityId,
      name: form.name,
      priceCents: toCents(form.price),
      dropInPriceCents: form.dropInPrice === '' ? null : toCents(Number(form.dropInPrice)),
      trialPriceCents: form.trialPrice === '' ? null : toCents(Number(form.trialPrice)),
      sessions: {
        from: 'series',
        weekdays: form.weekdays,
        startTime: form.startTime,
        ...(form.durationMinutes === undefined ? {} : { durationMinutes: form.durationMinutes }),
        fromDate: form.fromDate,
        weeks: form.weeks,
      },
    }),
  )
export type TermFormInput = z.input<typeof termFormSchema>
