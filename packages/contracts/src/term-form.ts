import { z } from 'zod'
import { checkMinimumWithinPlaces, decisionDaysField, minPlacesField } from './run-minimum-form.ts'
import { localDate, localTime, sessionDuration } from './vendor-schedules.ts'
import {
  LATE_JOINING_RULES,
  type LateJoining,
  TERM_MAX_WEEKS,
  type termCreateSchema,
  termNameSchema,
  termSeriesSchema,
  type termUpdateSchema,
  WITHDRAWAL_RULES,
} from './vendor-terms.ts'

const DOLLARS = 'Enter an amount in dollars, 0 or more'
const dollarAmount = z
  .number({ error: DOLLARS })
  .min(0, { error: DOLLARS })
  .max(100_000, { error: 'Enter a price of at most $100,000' })

/** Whole cents of a dollar amount, half a cent rounded up. */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100)

/** What a dollars field shows for a price in cents: '180.00'; '' for none. */
export const centsToDollars = (cents: number | null) =>
  cents === null ? '' : (cents / 100).toFixed(2)

/** A required dollars field ('180', '19.99') read as cents. */
export const dollarsField = z
  .string()
  .trim()
  .min(1, { error: DOLLARS })
  .transform(Number)
  .pipe(dollarAmount)
  .transform(dollarsToCents)

/** A dollars field that may be left empty for 'none sold': null, else cents. */
export const optionalDollarsField = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : Number(value)))
  .pipe(dollarAmount.nullable())
  .transform((dollars) => (dollars === null ? null : dollarsToCents(dollars)))

const PLACES = 'Places must be a whole number from 1 to 1000'
/** A places field left empty for the default (the activity's, or no limit): null. */
export const optionalPlacesField = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : Number(value)))
  .pipe(
    z
      .number({ error: PLACES })
      .int({ error: PLACES })
      .min(1, { error: PLACES })
      .max(1000, { error: PLACES })
      .nullable(),
  )

const WEEKS = `Choose 1 to ${TERM_MAX_WEEKS} weeks`

/** The fields 'Add term' and 'Edit term' share: the term's name, places, prices and rules. */
const termRuleFields = {
  name: termNameSchema,
  isCamp: z.boolean(),
  /** Empty: the course's places. */
  places: optionalPlacesField,
  price: dollarsField,
  dropInPrice: optionalDollarsField,
  trialPrice: optionalDollarsField,
  lateJoining: z.enum(LATE_JOINING_RULES),
  /** The last session one may join before: its number in 'Add term', its id in 'Edit term'. */
  lateJoinSession: z.string(),
  lateJoinDate: z.string(),
  withdrawal: z.enum(WITHDRAWAL_RULES),
  /** Empty: it runs whatever the number. */
  minPlaces: minPlacesField,
  /** Days before the first session, sent as hours. */
  decisionDays: decisionDaysField,
}
type RuleFields = z.output<z.ZodObject<typeof termRuleFields>>

function checkRules(form: RuleFields, context: z.RefinementCtx) {
  checkMinimumWithinPlaces(form, context)
  if (form.lateJoining === 'until_session' && form.lateJoinSession === '') {
    context.addIssue({
      code: 'custom',
      message: 'Choose the last session a family may join before',
      path: ['lateJoinSession'],
    })
  }
  if (form.lateJoining === 'until_date' && !localDate.safeParse(form.lateJoinDate).success) {
    context.addIssue({
      code: 'custom',
      message: 'Choose the last day a family may join',
      path: ['lateJoinDate'],
    })
  }
}

function rules(form: RuleFields, lateJoining: LateJoining) {
  return {
    name: form.name,
    isCamp: form.isCamp,
    capacity: form.places,
    priceCents: form.price,
    dropInPriceCents: form.dropInPrice,
    trialPriceCents: form.trialPrice,
    lateJoining,
    withdrawal: form.withdrawal,
    minPlaces: form.minPlaces,
    decisionHours: form.decisionDays,
  }
}

/**
 * The provider's 'Add term' form: a weekly series for a number of weeks with prices in dollars
 * (drop-in and trial left empty when not sold). Its `term` is the body `termCreateSchema` reads;
 * a term's sessions have no ids before it is made, so 'until a session' comes back as that
 * session's number in `joinUntilSession`, for the form to set once the term exists.
 */
export const termFormSchema = z
  .object({
    activityId: z.uuid({ error: 'Choose a course' }),
    weekdays: termSeriesSchema.shape.weekdays,
    fromDate: localDate,
    weeks: z.coerce
      .number({ error: WEEKS })
      .int({ error: WEEKS })
      .min(1, { error: WEEKS })
      .max(TERM_MAX_WEEKS, { error: WEEKS }),
    startTime: localTime,
    durationMinutes: sessionDuration,
    ...termRuleFields,
  })
  .superRefine(checkRules)
  .transform((form) => {
    const term: z.input<typeof termCreateSchema> = {
      activityId: form.activityId,
      ...rules(
        form,
        form.lateJoining === 'until_date'
          ? { rule: 'until_date', date: form.lateJoinDate }
          : { rule: 'none' },
      ),
      sessions: {
        from: 'series',
        weekdays: form.weekdays,
        startTime: form.startTime,
        ...(form.durationMinutes === undefined ? {} : { durationMinutes: form.durationMinutes }),
        fromDate: form.fromDate,
        weeks: form.weeks,
      },
    }
    const joinUntilSession =
      form.lateJoining === 'until_session' ? Number(form.lateJoinSession) : null
    return { term, joinUntilSession }
  })
export type TermFormInput = z.input<typeof termFormSchema>

/** The provider's 'Edit term' form: the same rules, sent as the body `termUpdateSchema` reads. */
export const termEditFormSchema = z
  .object(termRuleFields)
  .superRefine(checkRules)
  .transform(
    (form): z.input<typeof termUpdateSchema> =>
      rules(
        form,
        form.lateJoining === 'until_session'
          ? { rule: 'until_session', sessionId: form.lateJoinSession }
          : form.lateJoining === 'until_date'
            ? { rule: 'until_date', date: form.lateJoinDate }
            : { rule: 'none' },
      ),
  )
export type TermEditFormInput = z.input<typeof termEditFormSchema>
