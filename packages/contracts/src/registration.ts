import { z } from 'zod'
import { adminPageQuerySchema, adminPageSchema } from './admin.ts'
import { multiLineText, singleLineText } from './text.ts'

/** What a provider asks of each child at booking, and the waiver a parent signs for them. */
export const QUESTION_KINDS = ['short_text', 'long_text', 'yes_no', 'choice'] as const
export type QuestionKind = (typeof QUESTION_KINDS)[number]
export const MAX_QUESTIONS = 20
export const MAX_CHOICES = 20
export const SHORT_ANSWER_MAX = 200
export const LONG_ANSWER_MAX = 2000
export const WAIVER_TEXT_MAX = 20_000

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  short_text: 'Short text',
  long_text: 'Long text',
  yes_no: 'Yes or no',
  choice: 'A choice',
}

/** The product's sentences for a booking refused over its registration (docs/product.md). */
export const registrationWords = {
  unanswered: (label: string, firstName: string) => `Answer "${label}" for ${firstName}.`,
  unsigned: (firstName: string) =>
    `Sign the waiver for ${firstName}: type your full name and tick "I agree".`,
  notAgreed: 'Tick "I agree" to sign the waiver.',
  nameMismatch:
    'The name you typed does not match the name on your account: type your full name to sign the waiver.',
  noAccountName: 'Add your first and last name to your profile before you sign a waiver.',
  staleVersion:
    'The waiver has changed since you opened it: read the new version and sign it again.',
  noWaiver: 'This activity has no waiver to sign.',
  foreignQuestion: 'One of the answers is to a question this activity does not ask.',
  notBookedChild: 'Answers are for the children you book.',
  notAChoice: (label: string, firstName: string) =>
    `Choose one of the answers to "${label}" for ${firstName}.`,
  notYesNo: (label: string, firstName: string) => `Answer "${label}" for ${firstName} yes or no.`,
  tooLong: (label: string, firstName: string, max: number) =>
    `The answer to "${label}" for ${firstName} must be at most ${max} characters.`,
  oneLine: (label: string, firstName: string) =>
    `The answer to "${label}" for ${firstName} must fit on one line.`,
} as const

export const questionInputSchema = z
  .object({
    /** A question kept from before: its answers stay linked to it. */
    id: z.uuid().optional(),
    label: singleLineText({ error: 'Write the question' })
      .min(1, { error: 'Write the question' })
      .max(200, { error: 'A question must be at most 200 characters' }),
    kind: z.enum(QUESTION_KINDS, { error: 'Choose the kind of answer' }),
    options: z
      .array(
        singleLineText()
          .min(1, { error: 'An answer to choose must not be empty' })
          .max(100, { error: 'An answer to choose must be at most 100 characters' }),
      )
      .max(MAX_CHOICES, { error: `At most ${MAX_CHOICES} answers to choose from` })
      .default([]),
    required: z.boolean().default(false),
    /** Its answer shows beside the child on the provider's Today screen. */
    onRoster: z.boolean().default(false),
  })
  .refine((question) => question.kind !== 'choice' || question.options.length >= 2, {
    error: 'Give at least two answers to choose from',
    path: ['options'],
  })
  .refine((question) => new Set(question.options).size === question.options.length, {
    error: 'Each answer to choose must be different',
    path: ['options'],
  })
  .transform((question) => ({
    ...question,
    options: question.kind === 'choice' ? question.options : [],
  }))
export type QuestionInput = z.input<typeof questionInputSchema>

/** PUT /api/vendor/activities/{id}/questions: the whole list, in the order asked. */
export const questionListInputSchema = z.object({
  questions: z
    .array(questionInputSchema)
    .max(MAX_QUESTIONS, { error: `At most ${MAX_QUESTIONS} questions per activity` }),
})
export type QuestionListInput = z.input<typeof questionListInputSchema>
export type QuestionList = z.output<typeof questionListInputSchema>

export const questionSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  kind: z.enum(QUESTION_KINDS),
  options: z.array(z.string()),
  required: z.boolean(),
  onRoster: z.boolean(),
})
export type Question = z.infer<typeof questionSchema>

/** PUT /api/vendor/activities/{id}/waiver: each saved change is a new version; empty for none. */
export const waiverInputSchema = z.object({
  text: multiLineText().max(WAIVER_TEXT_MAX, {
    error: `A waiver must be at most ${WAIVER_TEXT_MAX} characters`,
  }),
})
export type WaiverInput = z.input<typeof waiverInputSchema>

export const waiverSchema = z.object({
  version: z.number().int(),
  text: z.string(),
  savedAt: z.iso.datetime(),
})
export type Waiver = z.infer<typeof waiverSchema>

/** The provider's registration of an activity: its questions and its current waiver. */
export const activityRegistrationSchema = z.object({
  questions: z.array(questionSchema),
  waiver: waiverSchema.nullable(),
})
export type ActivityRegistration = z.infer<typeof activityRegistrationSchema>

/** GET /api/activities/{id}/registration: what a parent is asked, and who signed this version. */
export const bookingRegistrationSchema = activityRegistrationSchema.extend({
  /** The caller's children who signed the current version already: not asked again. */
  signedChildIds: z.array(z.uuid()),
  /**
   * The latest answer each of the caller's children gave to each question in an earlier booking
   * of the activity: the form starts from them, and a question left blank takes them.
   */
  earlierAnswers: z
    .array(z.object({ childId: z.uuid(), questionId: z.uuid(), answer: z.string() }))
    .default([]),
})
export type BookingRegistration = z.infer<typeof bookingRegistrationSchema>

/** The registration part of a booking or enrolment request. */
export const registrationRequestSchema = z.object({
  answers: z
    .array(
      z.object({
        childId: z.uuid({ error: 'Choose one of the children you book' }),
        questionId: z.uuid({ error: 'Answer one of the questions asked' }),
        answer: multiLineText().max(LONG_ANSWER_MAX, {
          error: `An answer must be at most ${LONG_ANSWER_MAX} characters`,
        }),
      }),
    )
    .max(400)
    .default([]),
  /** The parent's signature of the waiver version read, for each child not signed yet. */
  waiver: z
    .object({
      version: z.number().int().positive(),
      signedName: singleLineText({ error: 'Type your full name' })
        .min(1, { error: 'Type your full name' })
        .max(200, { error: 'A name must be at most 200 characters' }),
      agreed: z.boolean(),
    })
    .optional(),
})
export type RegistrationRequest = z.input<typeof registrationRequestSchema>

/** A child's answer, as the provider's bookings list and CSV show it. */
export const participantAnswerSchema = z.object({ question: z.string(), answer: z.string() })

export const signatureSchema = z.object({
  id: z.uuid(),
  childName: z.string(),
  signedName: z.string(),
  version: z.number().int(),
  signedAt: z.iso.datetime(),
  ipAddress: z.string(),
})
export type Signature = z.infer<typeof signatureSchema>
export const signatureListQuerySchema = adminPageQuerySchema
export const signatureListSchema = adminPageSchema(signatureSchema)
export type SignatureList = z.infer<typeof signatureListSchema>

/** A typed signature matches the account's name with case and spaces ignored. */
export const sameName = (typed: string, onAccount: string) => {
  const fold = (name: string) => name.replace(/\s+/g, '').toLocaleLowerCase('en')
  return fold(typed) === fold(onAccount)
}
