import { z } from 'zod'
import { allergyAlertSchema } from './child-records.ts'
import { participantAnswerSchema } from './registration.ts'

/**
 * GET /api/vendor/terms/{id}/roster: the children against the term's sessions. Each child of an
 * enrolment, a drop-in or a trial that takes places, with the sessions it holds a place in.
 */
export const termRosterSchema = z.object({
  term: z.object({
    id: z.uuid(),
    name: z.string(),
    activityTitle: z.string(),
    timeZone: z.string(),
  }),
  /** In order of their start, cancelled ones and make-ups included. */
  sessions: z.array(
    z.object({
      id: z.uuid(),
      startsAt: z.iso.datetime({ offset: true }),
      isCancelled: z.boolean(),
      makesUpFor: z.uuid().nullable(),
      /** Children with a place in it. */
      booked: z.number().int(),
    }),
  ),
  children: z.array(
    z.object({
      bookingId: z.uuid(),
      /** Opens the child's record; null once the child's profile was deleted. */
      childId: z.uuid().nullable(),
      kind: z.enum(['term', 'drop_in', 'trial']),
      firstName: z.string(),
      lastName: z.string(),
      parentName: z.string(),
      /** Ids of the sessions the child holds a place in. */
      sessionIds: z.array(z.uuid()),
      extras: z.array(z.string()),
      /** The child's answers to the activity's registration questions, in the order asked. */
      answers: z.array(participantAnswerSchema),
      /** Severe allergies, while the provider may read the child's record. */
      allergyAlerts: z.array(allergyAlertSchema),
    }),
  ),
})
export type TermRoster = z.infer<typeof termRosterSchema>
