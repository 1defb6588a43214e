import { z } from 'zod'
import { signUpSchema } from './auth.ts'
import { singleLineText } from './text.ts'

/** The roles an invitation can carry: the owner is whoever registered the provider. */
export const staffRoleSchema = z.enum(['manager', 'instructor'], {
  error: 'Choose Manager or Instructor',
})
export type StaffRole = z.infer<typeof staffRoleSchema>

export const STAFF_ASSIGNMENT_NEEDED = 'Assign at least one activity or location to an instructor'
export const STAFF_ASSIGNMENT_UNKNOWN = 'Choose among your own activities and locations'
export const STAFF_ALREADY_INVITED = 'This email already has an open invitation or is on your staff'
export const STAFF_SELF_INVITE = 'You cannot invite yourself'
export const INVITATION_NOT_FOUND = 'This invitation link is not valid.'
export const INVITATION_USED = 'This invitation has already been accepted.'
export const INVITATION_EXPIRED =
  'This invitation has expired. Ask the provider to send you a new one.'
export const INVITATION_REVOKED =
  'This invitation was withdrawn by the provider. Ask them if you need access.'
export const INVITATION_OTHER_EMAIL =
  'This invitation was sent to another email address. Sign in with that address to accept it.'
export const INVITATION_OWNER_REFUSED =
  'This account runs a provider of its own, so it cannot join another as staff.'
export const INVITATION_ALREADY_STAFF =
  'This account is already on the staff of a provider. Ask them to remove you first.'
export const STAFF_NOT_FOUND = 'Staff member not found'

const uuidArray = z
  .array(z.uuid({ error: 'Choose among your own activities and locations' }))
  .max(200)

const assignmentsShape = {
  activityIds: uuidArray.default([]),
  locationIds: uuidArray.default([]),
}

function needsAssignment(
  value: { role: StaffRole; activityIds: string[]; locationIds: string[] },
  context: z.RefinementCtx,
) {
  if (value.role === 'instructor' && value.activityIds.length + value.locationIds.length === 0) {
    context.addIssue({ code: 'custom', path: ['activityIds'], message: STAFF_ASSIGNMENT_NEEDED })
  }
}

/** The Staff page's invite form and POST /api/vendor/staff/invitations. */
export const staffInvitationInputSchema = z
  .object({
    email: singleLineText()
      .toLowerCase()
      .pipe(z.email({ error: 'Please enter a valid email address' })),
    role: staffRoleSchema,
    ...assignmentsShape,
  })
  .superRefine(needsAssignment)
export type StaffInvitationInput = z.input<typeof staffInvitationInputSchema>

/** A staff member's role and assignments, changed by the owner: PUT /api/vendor/staff/{id}. */
export const staffChangeSchema = z
  .object({ role: staffRoleSchema, ...assignmentsShape })
  .superRefine(needsAssignment)
export type StaffChangeInput = z.input<typeof staffChangeSchema>

const assignmentsSchema = z.object({
  activities: z.array(z.object({ id: z.uuid(), title: z.string() })),
  locations: z.array(z.object({ id: z.uuid(), name: z.string() })),
})

export const staffMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  assignments: assignmentsSchema,
  joinedAt: z.iso.datetime({ offset: true }),
})
export type StaffMember = z.infer<typeof staffMemberSchema>

export const staffInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: staffRoleSchema,
  assignments: assignmentsSchema,
  expiresAt: z.iso.datetime({ offset: true }),
})
export type StaffInvitation = z.infer<typeof staffInvitationSchema>

/** GET /api/vendor/staff: who works for the provider and whom it invited. */
export const staffListSchema = z.object({
  members: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSchema),
  /** What an invitation or a change may assign: the provider's activities and locations. */
  choices: assignmentsSchema,
})
export type StaffList = z.infer<typeof staffListSchema>

/** The invitation link's token, as the acceptance page reads it from the URL. */
export const invitationTokenSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: INVITATION_NOT_FOUND }),
})

/** GET /api/staff-invitations/{token}: what the acceptance page shows before accepting. */
export const invitationPreviewSchema = z.object({
  businessName: z.string(),
  email: z.string(),
  role: staffRoleSchema,
})
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>

/** An activity's children on its coming sessions: what an instructor takes the register from. */
export const activityRosterSchema = z.object({
  activity: z.object({ id: z.uuid(), title: z.string() }),
  sessions: z.array(
    z.object({
      id: z.uuid(),
      startsAt: z.iso.datetime({ offset: true }),
      timeZone: z.string(),
      children: z.array(
        z.object({
          childId: z.uuid().nullable(),
          firstName: z.string(),
          lastName: z.string(),
          parentName: z.string(),
        }),
      ),
    }),
  ),
})
export type ActivityRoster = z.infer<typeof activityRosterSchema>

/** GET /api/vendor/rosters: the rosters the caller may read, an instructor's assigned ones only. */
export const rosterListSchema = z.object({ activities: z.array(activityRosterSchema) })
export type RosterList = z.infer<typeof rosterListSchema>

export const INVITATION_ACCOUNT_EXISTS =
  'This email already has an account. Sign in to accept the invitation.'

/** The acceptance page's sign-up form: the email is the invitation's, never typed. */
export const invitationSignUpSchema = signUpSchema.pick({
  password: true,
  firstName: true,
  lastName: true,
})
export type InvitationSignUpInput = z.input<typeof invitationSignUpSchema>

/** What accepting answers: where the new staff member works, and as what. */
export const invitationAcceptedSchema = z.object({
  businessName: z.string(),
  role: staffRoleSchema,
})
