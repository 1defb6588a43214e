import { z } from 'zod'
import { multiLineText } from './text.ts'

export const ANNOUNCEMENT_MAX_LENGTH = 2000
/** Counted per session and per day at the venue; a message to the whole activity counts for each. */
export const ANNOUNCEMENTS_PER_SESSION_PER_DAY = 10

/** What a provider writes to the families booked into a session or an activity. */
export const announcementInputSchema = z.object({
  message: multiLineText({ error: 'Write a message to the families' })
    .min(1, { error: 'Write a message to the families' })
    .max(ANNOUNCEMENT_MAX_LENGTH, {
      error: `Please keep your message under ${ANNOUNCEMENT_MAX_LENGTH} characters`,
    }),
  /** Also write to the families waiting for a place in the session(s). */
  includeWaiting: z.boolean().default(false),
})
export type AnnouncementInput = z.input<typeof announcementInputSchema>

/** One booking a message reached; `mailed` is false when the parent turned such mail off. */
export const announcementReachSchema = z.object({
  bookingId: z.uuid(),
  parentName: z.string(),
  /** First names of the children booked. */
  children: z.array(z.string()),
  mailed: z.boolean(),
})
export type AnnouncementReach = z.infer<typeof announcementReachSchema>

/** A family in a waiting list a message also reached (they hold no booking yet). */
export const announcementWaitingReachSchema = z.object({
  entryId: z.uuid(),
  parentName: z.string(),
  children: z.array(z.string()),
  mailed: z.boolean(),
})
export type AnnouncementWaitingReach = z.infer<typeof announcementWaitingReachSchema>

/** A message just sent, with everyone it reached. */
export const announcementSchema = z.object({
  id: z.uuid(),
  message: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Null: the message went to every upcoming session of the activity. */
  scheduleId: z.uuid().nullable(),
  reached: z.array(announcementReachSchema),
  /** Families waiting for a place, when the provider chose to write to them too. */
  waiting: z.array(announcementWaitingReachSchema).default([]),
})
export type Announcement = z.infer<typeof announcementSchema>

/** An earlier message in a list, with how many families it reached and how many were mailed. */
export const announcementSummarySchema = announcementSchema
  .omit({ reached: true, waiting: true })
  .extend({
    /** When the session it went to starts; null for a message to the whole activity. */
    sessionStartsAt: z.iso.datetime({ offset: true }).nullable(),
    reachedCount: z.number().int(),
    mailedCount: z.number().int(),
  })
export type AnnouncementSummary = z.infer<typeof announcementSummarySchema>

export const announcementListSchema = z.object({ items: z.array(announcementSummarySchema) })

/** A message as the family sees it under the booking it reached. */
export const bookingAnnouncementSchema = z.object({
  id: z.uuid(),
  message: z.string(),
  providerName: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
})
export type BookingAnnouncement = z.infer<typeof bookingAnnouncementSchema>
