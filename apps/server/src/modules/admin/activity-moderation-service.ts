import {
  ADMIN_ACTIVITY_STATUS_LABELS,
  type AdminAction,
  type AdminActivity,
  type AdminActivityStatus,
  FEATURED_ACTIVITIES_LIMIT,
  type VendorStatus,
} from '@afc/contracts'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { activities } from '../../db/schema/index.ts'
import type { MailMessage, Notices } from '../../infra/mail/index.ts'
import { conflict, notFound } from '../../lib/http-problem.ts'
import { countPublicFeatured, selectAdminActivities } from './activities-service.ts'
import { ADMIN_ACTIVITY_STATUS_SQL } from './activity-status.ts'
import type { AdminActor, Transaction } from './admin-actor.ts'
import {
  activityApprovedMail,
  activityDeactivatedMail,
  activityRejectedMail,
  queueDecisionMail,
} from './admin-mails.ts'
import { recordAdminAction } from './audit-log.ts'
import { getPlatformSettings } from './settings-service.ts'

export const ADMIN_ACTIVITY_NOT_FOUND = 'Activity not found'

/** Serialises featuring, so two admins at once cannot pass the limit together. */
const FEATURED_LOCK_KEY = 7_310_042

type Decision = { db: Database; notices: Notices; actor: AdminActor; activityId: string }

type LockedActivity = {
  id: string
  title: string
  status: AdminActivityStatus
  isActive: boolean
  isApproved: boolean
  isFeatured: boolean
  rejectionReason: string | null
  businessName: string
  vendorStatus: VendorStatus
  ownerEmail: string
}

type Flags = Pick<LockedActivity, 'isActive' | 'isApproved' | 'isFeatured' | 'rejectionReason'>

async function lockActivity(tx: Transaction, activityId: string): Promise<LockedActivity> {
  const [activity] = await queryRows<LockedActivity>(
    tx,
    sql`select a.id, a.title, ${ADMIN_ACTIVITY_STATUS_SQL} as status, a.is_active as "isActive",
        a.is_approved as "isApproved", a.is_featured as "isFeatured",
        a.rejection_reason as "rejectionReason", v.business_name as "businessName",
        v.status as "vendorStatus", u.email as "ownerEmail"
      from activities a
      join vendors v on v.id = a.vendor_id
      join "user" u on u.id = v.user_id
      where a.id = ${activityId} and a.deleted_at is null
      for update of a`,
  )
  if (!activity) throw notFound(ADMIN_ACTIVITY_NOT_FOUND)
  return activity
}

const flagsOf = (activity: Flags): Flags => ({
  isActive: activity.isActive,
  isApproved: activity.isApproved,
  isFeatured: activity.isFeatured,
  rejectionReason: activity.rejectionReason,
})

const vendorNotApproved = (activity: LockedActivity) =>
  activity.vendorStatus === 'approved'
    ? null
    : `Approve the provider first: ${activity.businessName} is ${activity.vendorStatus}.`

/** Applies `changes` to one activity and records them; the provider is mailed after commit. */
async function changeActivity(
  options: Decision & {
    action: AdminAction
    changes: Partial<Flags>
    refusal: (activity: LockedActivity, tx: Transaction) => Promise<string | null>
    mail?: (activity: LockedActivity, supportEmail: string | null) => MailMessage
    lockKey?: number
  },
): Promise<AdminActivity> {
  const { db, notices, actor, activityId, action, changes, lockKey } = options
  await db.transaction(async (tx) => {
    if (lockKey !== undefined) await tx.execute(sql`select pg_advisory_xact_lock(${lockKey})`)
    const locked = await lockActivity(tx, activityId)
    const refusal = await options.refusal(locked, tx)
    if (refusal) throw conflict(refusal)
    await tx
      .update(activities)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(activities.id, activityId))
    const before = flagsOf(locked)
    const auditEntryId = await recordAdminAction({
      tx,
      actor,
      action,
      targetType: 'activity',
      targetId: activityId,
      before,
      after: { ...before, ...changes },
    })
    if (options.mail) {
      const settings = await getPlatformSettings({ db: tx })
      const mail = options.mail(locked, settings.supportEmail)
      await queueDecisionMail({ db: tx, notices, auditEntryId, mail })
    }
  })
  const [updated] = await selectAdminActivities({ db, where: sql`a.id = ${activityId}` })
  if (!updated) throw notFound(ADMIN_ACTIVITY_NOT_FOUND)
  return updated
}

const letterTo = (activity: LockedActivity, notices: Notices, supportEmail: string | null) => ({
  to: activity.ownerEmail,
  publicUrl: notices.publicUrl,
  supportEmail,
  activityTitle: activity.title,
})

/** Approves an activity of an approved provider; it is public at once while it is active. */
export async function approveActivity(options: Decision): Promise<AdminActivity> {
  return changeActivity({
    ...options,
    action: 'activity.approve',
    changes: { isApproved: true, rejectionReason: null },
    refusal: async (activity) =>
      vendorNotApproved(activity) ??
      (activity.isApproved ? `"${activity.title}" is already approved.` : null),
    mail: (activity, supportEmail) =>
      activityApprovedMail(letterTo(activity, options.notices, supportEmail)),
  })
}

/** Turns an activity down (or takes back an approval); the reason is kept and mailed. */
export async function rejectActivity(
  options: Decision & { reason: string },
): Promise<AdminActivity> {
  return changeActivity({
    ...options,
    action: 'activity.reject',
    changes: { isApproved: false, isFeatured: false, rejectionReason: options.reason },
    refusal: async (activity) =>
      !activity.isApproved && activity.rejectionReason !== null
        ? `"${activity.title}" is already rejected.`
        : null,
    mail: (activity, supportEmail) =>
      activityRejectedMail({
        ...letterTo(activity, options.notices, supportEmail),
        activityId: activity.id,
        reason: options.reason,
      }),
  })
}

/** Features a public activity, unless the home page's places are all taken. */
export async function featureActivity(options: Decision): Promise<AdminActivity> {
  return changeActivity({
    ...options,
    action: 'activity.feature',
    changes: { isFeatured: true },
    lockKey: FEATURED_LOCK_KEY,
    refusal: async (activity, tx) => {
      const vendorRefusal = vendorNotApproved(activity)
      if (vendorRefusal) return vendorRefusal
      if (activity.isFeatured) return `"${activity.title}" is already featured.`
      if (activity.status !== 'approved') {
        const label = ADMIN_ACTIVITY_STATUS_LABELS[activity.status].toLowerCase()
        return `Only an approved, active activity can be featured. "${activity.title}" is ${label}.`
      }
      const featured = await countPublicFeatured({ db: tx })
      return featured >= FEATURED_ACTIVITIES_LIMIT
        ? `${featured} activities are already featured, the most the home page shows. Unfeature one before featuring another.`
        : null
    },
  })
}

export async function unfeatureActivity(options: Decision): Promise<AdminActivity> {
  return changeActivity({
    ...options,
    action: 'activity.unfeature',
    changes: { isFeatured: false },
    refusal: async (activity) =>
      activity.isFeatured ? null : `"${activity.title}" is not featured.`,
  })
}

/** Switches an activity off: it leaves the public site and its featured place at once. */
export async function deactivateActivity(options: Decision): Promise<AdminActivity> {
  return changeActivity({
    ...options,
    action: 'activity.deactivate',
    changes: { isActive: false, isFeatured: false },
    refusal: async (activity) =>
      activity.isActive ? null : `"${activity.title}" is already inactive.`,
    mail: (activity, supportEmail) =>
      activityDeactivatedMail(letterTo(activity, options.notices, supportEmail)),
  })
}
