import { createHash, randomBytes } from 'node:crypto'
import {
  INVITATION_ALREADY_STAFF,
  INVITATION_EXPIRED,
  INVITATION_NOT_FOUND,
  INVITATION_OTHER_EMAIL,
  INVITATION_OWNER_REFUSED,
  INVITATION_REVOKED,
  INVITATION_USED,
  STAFF_ALREADY_INVITED,
  STAFF_NOT_FOUND,
  STAFF_SELF_INVITE,
  type staffInvitationInputSchema,
} from '@afc/contracts'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { providerStaff, staffInvitations, user, userRoles, vendors } from '../../db/schema/index.ts'
import type { Notices } from '../../infra/mail/index.ts'
import { conflict, forbidden, HttpProblem, notFound } from '../../lib/http-problem.ts'
import { moveAssignments, replaceAssignments } from './assignments.ts'
import { staffInvitationMail } from './invitation-mail.ts'

/** How long an invitation link works. */
export const INVITATION_DAYS = 7

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')
type Invitation = typeof staffInvitations.$inferSelect
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Invites an email to the provider's staff: the invitation and its assignments are stored and
 * the mail carrying the only copy of the token goes into the outbox, in one transaction.
 */
export async function inviteStaff(options: {
  db: Database
  notices: Notices
  vendor: { id: string; userId: string; businessName: string }
  input: z.output<typeof staffInvitationInputSchema>
  now?: Date
}) {
  const { db, notices, vendor, input, now = new Date() } = options
  const token = randomBytes(32).toString('base64url')
  return db.transaction(async (tx) => {
    await refuseDuplicate(tx, vendor, input.email, now)
    const [invitation] = await tx
      .insert(staffInvitations)
      .values({
        vendorId: vendor.id,
        email: input.email,
        role: input.role,
        tokenHash: hashOf(token),
        invitedBy: vendor.userId,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * 24 * 3600 * 1000),
      })
      .returning({ id: staffInvitations.id })
    if (!invitation) throw new Error('The invitation was not stored')
    await replaceAssignments({
      tx,
      vendorId: vendor.id,
      holder: { invitationId: invitation.id },
      input,
    })
    await notices.outbox.add(tx, {
      ...staffInvitationMail({
        to: input.email,
        businessName: vendor.businessName,
        role: input.role,
        url: `${notices.publicUrl}/staff/join/${token}`,
      }),
      key: `staff-invitation:${invitation.id}`,
      topic: 'transactional',
    })
    return { id: invitation.id }
  })
}

async function refuseDuplicate(
  tx: Tx,
  vendor: { id: string; userId: string },
  email: string,
  now: Date,
) {
  const rows = await queryRows<{ reason: string }>(
    tx,
    sql`select 'self' as reason from "user" u where u.id = ${vendor.userId} and u.email = ${email}
      union all
      select 'taken' from staff_invitations i where i.vendor_id = ${vendor.id} and i.email = ${email}
        and i.accepted_at is null and i.revoked_at is null and i.expires_at > ${now}
      union all
      select 'taken' from provider_staff ps join "user" u on u.id = ps.user_id
        where ps.vendor_id = ${vendor.id} and ps.status = 'active' and u.email = ${email}`,
  )
  if (rows.some((row) => row.reason === 'self')) throw conflict(STAFF_SELF_INVITE)
  if (rows.length > 0) throw conflict(STAFF_ALREADY_INVITED)
}

/** Withdraws an open invitation: its link then says so. Another provider's is a 404. */
export async function revokeInvitation(options: {
  db: Database
  vendorId: string
  invitationId: string
}) {
  const { db, vendorId, invitationId } = options
  const [revoked] = await db
    .update(staffInvitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(staffInvitations.id, invitationId),
        eq(staffInvitations.vendorId, vendorId),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
      ),
    )
    .returning({ id: staffInvitations.id })
  if (!revoked) throw notFound(STAFF_NOT_FOUND)
}

const gone = (detail: string) =>
  new HttpProblem({ status: 410, title: 'Invitation closed', detail })

/** The invitation behind a token, refused in a sentence when used, expired or withdrawn. */
async function openInvitation(db: Tx | Database, token: string, now: Date, lock = false) {
  const query = db
    .select({ invitation: staffInvitations, businessName: vendors.businessName })
    .from(staffInvitations)
    .innerJoin(vendors, eq(vendors.id, staffInvitations.vendorId))
    .where(eq(staffInvitations.tokenHash, hashOf(token)))
  const [found] = lock ? await query.for('update', { of: staffInvitations }) : await query
  if (!found) throw notFound(INVITATION_NOT_FOUND)
  const { invitation } = found
  if (invitation.acceptedAt) throw gone(INVITATION_USED)
  if (invitation.revokedAt) throw gone(INVITATION_REVOKED)
  if (invitation.expiresAt <= now) throw gone(INVITATION_EXPIRED)
  return found
}

/** What the acceptance page shows: who invites, which address, as what. */
export async function previewInvitation(options: { db: Database; token: string; now?: Date }) {
  const { db, token, now = new Date() } = options
  const { invitation, businessName } = await openInvitation(db, token, now)
  return { businessName, email: invitation.email, role: invitation.role }
}

/**
 * The signed-in user whose email the invitation was sent to joins the staff: the invitation is
 * used up, the membership and its assignments written and the provider role granted, at once.
 */
export async function acceptInvitation(options: {
  db: Database
  token: string
  userId: string
  now?: Date
}) {
  const { db, token, userId, now = new Date() } = options
  return db.transaction(async (tx) => {
    const { invitation, businessName } = await openInvitation(tx, token, now, true)
    await refuseJoining(tx, invitation, userId)
    await tx
      .update(staffInvitations)
      .set({ acceptedAt: now, acceptedBy: userId })
      .where(eq(staffInvitations.id, invitation.id))
    const [member] = await tx
      .insert(providerStaff)
      .values({ vendorId: invitation.vendorId, userId, role: invitation.role, joinedAt: now })
      .returning({ id: providerStaff.id })
    if (!member) throw new Error('The membership was not stored')
    await moveAssignments(tx, invitation.id, member.id)
    await tx.insert(userRoles).values({ userId, role: 'vendor' }).onConflictDoNothing()
    return { businessName, role: invitation.role }
  })
}

async function refuseJoining(tx: Tx, invitation: Invitation, userId: string) {
  const [holder] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId))
  if (holder?.email !== invitation.email) throw forbidden(INVITATION_OTHER_EMAIL)
  const [owned] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.userId, userId))
  if (owned) throw conflict(INVITATION_OWNER_REFUSED)
  const [member] = await tx
    .select({ id: providerStaff.id })
    .from(providerStaff)
    .where(and(eq(providerStaff.userId, userId), eq(providerStaff.status, 'active')))
    .for('update')
  if (member) throw conflict(INVITATION_ALREADY_STAFF)
}

/** Used by the sign-up from the link: the invitation must be open before an account is made. */
export async function invitationEmail(options: { db: Database; token: string; now?: Date }) {
  const { invitation } = await openInvitation(options.db, options.token, options.now ?? new Date())
  return invitation.email
}
