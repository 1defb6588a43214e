import { z } from 'zod'
import { adminPageQuerySchema, adminPageSchema } from './admin.ts'
import { multiLineText, singleLineText } from './text.ts'

export const ALLERGY_SEVERITIES = ['mild', 'severe', 'life_threatening'] as const
export type AllergySeverity = (typeof ALLERGY_SEVERITIES)[number]
export const ALLERGY_SEVERITY_LABELS: Record<AllergySeverity, string> = {
  mild: 'Mild',
  severe: 'Severe',
  life_threatening: 'Life-threatening',
}
export const MAX_EMERGENCY_CONTACTS = 3
export const MAX_COLLECTORS = 6
export const MAX_ALLERGIES = 20

export const PHONE_REFUSED = 'Enter a phone number, like (555) 123-4567'
export const TOO_MANY_EMERGENCY_CONTACTS = 'Add at most 3 emergency contacts'

/** Digits with the usual separators and an optional leading +: 7 to 15 digits, as E.164 allows. */
const phone = singleLineText({ error: PHONE_REFUSED })
  .max(30, { error: PHONE_REFUSED })
  .refine(
    (value) => /^\+?[\d\s().-]+$/.test(value) && /^\d{7,15}$/.test(value.replace(/\D/g, '')),
    { error: PHONE_REFUSED },
  )

const optionalPhone = z
  .union([z.literal(''), phone])
  .nullish()
  .transform((value) => value || null)

const line = (label: string, max: number) =>
  singleLineText({ error: `${label} is required` })
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` })

const optionalLines = (label: string, max: number) =>
  multiLineText()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((value) => value || null)

const optionalLine = (label: string, max: number) =>
  singleLineText()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((value) => value || null)

const personSchema = z.object({
  name: line('Name', 100),
  relationship: line('Relationship', 50),
  phone,
})

export const allergySchema = z.object({
  name: line('Allergy', 100),
  severity: z.enum(ALLERGY_SEVERITIES, { error: 'Choose how severe the allergy is' }),
  whatToDo: optionalLines('What to do', 500),
})

/** Child Profiles' record: the form and PUT /api/children/{id}/record. */
export const childRecordInputSchema = z.object({
  allergies: z
    .array(allergySchema)
    .max(MAX_ALLERGIES, { error: `Add at most ${MAX_ALLERGIES} allergies` })
    .default([]),
  conditions: optionalLines('Medical conditions', 1000),
  medications: optionalLines('Medications', 1000),
  dietaryNeeds: optionalLines('Dietary needs', 1000),
  doctorName: optionalLine("Doctor's name", 100),
  doctorPhone: optionalPhone,
  emergencyContacts: z
    .array(personSchema)
    .max(MAX_EMERGENCY_CONTACTS, { error: TOO_MANY_EMERGENCY_CONTACTS })
    .default([]),
  collectors: z
    .array(personSchema)
    .max(MAX_COLLECTORS, { error: `Add at most ${MAX_COLLECTORS} people who may collect` })
    .default([]),
  photoConsent: z.boolean({ error: 'Choose yes or no' }).nullable().default(null),
  providerNotes: optionalLines('Notes for providers', 1000),
})
export type ChildRecordInput = z.input<typeof childRecordInputSchema>
export type ChildRecordValues = z.output<typeof childRecordInputSchema>

/** What a record lacks before it is complete, in the order the form asks for it. */
export const RECORD_CHECKS = {
  emergencyContact: 'An emergency contact',
  doctor: "The doctor's name and phone",
  collector: 'Someone allowed to collect',
  photoConsent: 'Photo consent',
} as const
export type RecordCheck = keyof typeof RECORD_CHECKS

export function missingFromRecord(record: ChildRecordValues | null): RecordCheck[] {
  const missing: RecordCheck[] = []
  if (!record?.emergencyContacts.length) missing.push('emergencyContact')
  if (!record?.doctorName || !record.doctorPhone) missing.push('doctor')
  if (!record?.collectors.length) missing.push('collector')
  if (record?.photoConsent == null) missing.push('photoConsent')
  return missing
}

export const childRecordSchema = z.object({
  allergies: z.array(
    z.object({
      name: z.string(),
      severity: z.enum(ALLERGY_SEVERITIES),
      whatToDo: z.string().nullable(),
    }),
  ),
  conditions: z.string().nullable(),
  medications: z.string().nullable(),
  dietaryNeeds: z.string().nullable(),
  doctorName: z.string().nullable(),
  doctorPhone: z.string().nullable(),
  emergencyContacts: z.array(
    z.object({ name: z.string(), relationship: z.string(), phone: z.string() }),
  ),
  collectors: z.array(z.object({ name: z.string(), relationship: z.string(), phone: z.string() })),
  photoConsent: z.boolean().nullable(),
  providerNotes: z.string().nullable(),
})
export type ChildRecord = z.infer<typeof childRecordSchema>

/** GET /api/children/{id}/record: the parent's own view, with how complete it is. */
export const ownChildRecordSchema = z.object({
  childId: z.uuid(),
  firstName: z.string(),
  record: childRecordSchema.nullable(),
  missing: z.array(z.enum(Object.keys(RECORD_CHECKS) as [RecordCheck, ...RecordCheck[]])),
  /** The child's next booked session, which the record should be complete before. */
  nextSession: z
    .object({ startsAt: z.iso.datetime({ offset: true }), timeZone: z.string() })
    .nullable(),
})
export type OwnChildRecord = z.infer<typeof ownChildRecordSchema>

/** A severe or life-threatening allergy, shown on every provider roster. */
export const allergyAlertSchema = z.object({
  name: z.string(),
  severity: z.enum(['severe', 'life_threatening']),
  whatToDo: z.string().nullable(),
})
export type AllergyAlert = z.infer<typeof allergyAlertSchema>

/** GET /api/vendor/children/{id}/record: what a booked provider reads, each opening logged. */
export const providerChildRecordSchema = z.object({
  childId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  record: childRecordSchema.nullable(),
})
export type ProviderChildRecord = z.infer<typeof providerChildRecordSchema>

/** POST /api/admin/children/{id}/record: an admin reads a record only with a reason, logged. */
export const adminRecordReasonSchema = z.object({
  reason: line('A reason', 300).min(10, { error: 'Say why you need to read this record' }),
})

export const ADMIN_CHILD_SEARCH_REFUSED = "Type a booking id or the parent's email"

/** GET /api/admin/children: the children of one booking (its id) or of one family (its email). */
export const adminChildSearchQuerySchema = z.object({
  q: singleLineText({ error: ADMIN_CHILD_SEARCH_REFUSED })
    .min(3, { error: ADMIN_CHILD_SEARCH_REFUSED })
    .max(200, { error: ADMIN_CHILD_SEARCH_REFUSED }),
})
export const adminChildSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  parentEmail: z.string(),
})
export type AdminChild = z.infer<typeof adminChildSchema>
export const adminChildListSchema = z.object({ items: z.array(adminChildSchema) })
export type AdminChildList = z.infer<typeof adminChildListSchema>

export const recordViewSchema = z.object({
  id: z.uuid(),
  /** The provider's name, or 'An administrator'. */
  viewerName: z.string(),
  viewerKind: z.enum(['provider', 'admin']),
  reason: z.string().nullable(),
  viewedAt: z.iso.datetime({ offset: true }),
})
export type RecordView = z.infer<typeof recordViewSchema>
export const recordViewListQuerySchema = adminPageQuerySchema
export const recordViewListSchema = adminPageSchema(recordViewSchema)

/** "2 things missing before Saturday": the weekday within a week, else the date. */
export function completenessLine(options: {
  missing: number
  nextSession: { startsAt: string; timeZone: string } | null
  now: Date
}): string {
  const { missing, nextSession, now } = options
  if (missing === 0) return 'Complete'
  const things = missing === 1 ? '1 thing missing' : `${missing} things missing`
  if (!nextSession) return things
  const startsAt = new Date(nextSession.startsAt)
  const withinWeek = startsAt.getTime() - now.getTime() < 6 * 24 * 60 * 60 * 1000
  const day = new Intl.DateTimeFormat(
    'en-US',
    withinWeek
      ? { weekday: 'long', timeZone: nextSession.timeZone }
      : { month: 'short', day: 'numeric', timeZone: nextSession.timeZone },
  ).format(startsAt)
  return `${things} before ${day}`
}

/** "Sunny Studio viewed Maya's medical details · Mar 7, 09:12", in the reader's own zone. */
export function recordViewLine(options: {
  view: Pick<RecordView, 'viewerName' | 'viewedAt' | 'reason'>
  childName: string
  timeZone?: string
}): string {
  const { view, childName, timeZone } = options
  const when = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(view.viewedAt))
  const why = view.reason ? ` (${view.reason})` : ''
  return `${view.viewerName} viewed ${childName}'s medical details${why} · ${when}`
}

/** A roster's badge as one line: "Peanuts (life-threatening): EpiPen in the blue bag". */
export function allergyAlertText(alert: AllergyAlert): string {
  const severity = ALLERGY_SEVERITY_LABELS[alert.severity].toLowerCase()
  return `${alert.name} (${severity})${alert.whatToDo ? `: ${alert.whatToDo}` : ''}`
}
