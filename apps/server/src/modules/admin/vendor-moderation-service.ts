import type { AdminAction, AdminVendorDetail, PlatformSettings, VendorStatus } from '@afc/contracts'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { vendors } from '../../db/schema/index.ts'
import type { MailMessage, Notices } from '../../infra/mail/index.ts'
import { conflict, notFound } from '../../lib/http-problem.ts'
import type { AdminActor, Transaction } from './admin-actor.ts'
import {
  queueDecisionMail,
  vendorApprovedMail,
  vendorRejectedMail,
  vendorSuspendedMail,
} from './admin-mails.ts'
import { recordAdminAction } from './audit-log.ts'
import { getPlatformSettings } from './settings-service.ts'
import { ADMIN_VENDOR_NOT_FOUND, getAdminVendor } from './vendors-service.ts'

type Decision = {
  db: Database
  notices: Notices
  actor: AdminActor
  vendorId: string
}

type LockedVendor = {
  id: string
  businessName: string
  status: VendorStatus
  statusReason: string | null
  ownerEmail: string
}

async function lockVendor(tx: Transaction, vendorId: string): Promise<LockedVendor> {
  const [vendor] = await queryRows<LockedVendor>(
    tx,
    sql`select v.id, v.business_name as "businessName", v.status, v.status_reason as "statusReason",
        u.email as "ownerEmail"
      from vendors v join "user" u on u.id = v.user_id
      where v.id = ${vendorId}
      for update of v`,
  )
  if (!vendor) throw notFound(ADMIN_VENDOR_NOT_FOUND)
  return vendor
}

/**
 * Moves a provider to `to` and records it, in one transaction; `apply` does what the move
 * implies for its activities and returns facts for the log. The owner is mailed after commit.
 */
async function moveVendor(
  options: Decision & {
    action: AdminAction
    to: VendorStatus
    reason: string | null
    refusal: (vendor: LockedVendor) => string | null
    apply: (tx: Transaction, settings: PlatformSettings) => Promise<Record<string, number>>
    mail: (vendor: LockedVendor, supportEmail: string | null) => MailMessage
  },
): Promise<AdminVendorDetail> {
  const { db, notices, actor, vendorId, action, to, reason } = options
  await db.transaction(async (tx) => {
    const locked = await lockVendor(tx, vendorId)
    const refusal = options.refusal(locked)
    if (refusal) throw conflict(refusal)
    await tx
      .update(vendors)
      .set({ status: to, statusReason: reason, updatedAt: new Date() })
      .where(eq(vendors.id, vendorId))
    const settings = await getPlatformSettings({ db: tx })
    const consequences = await options.apply(tx, settings)
    const auditEntryId = await recordAdminAction({
      tx,
      actor,
      action,
      targetType: 'vendor',
      targetId: vendorId,
      before: { status: locked.status, statusReason: locked.statusReason },
      after: { status: to, statusReason: reason, ...consequences },
    })
    const mail = options.mail(locked, settings.supportEmail)
    await queueDecisionMail({ db: tx, notices, auditEntryId, mail })
  })
  return getAdminVendor({ db, vendorId })
}

const letterTo = (vendor: LockedVendor, notices: Notices, supportEmail: string | null) => ({
  to: vendor.ownerEmail,
  publicUrl: notices.publicUrl,
  supportEmail,
  businessName: vendor.businessName,
})

/**
 * Approves a pending, rejected or suspended provider: its active, approved activities are public
 * again at once. With auto-approve on, its activities still awaiting review are approved with it.
 */
export async function approveVendor(options: Decision): Promise<AdminVendorDetail> {
  return moveVendor({
    ...options,
    action: 'vendor.approve',
    to: 'approved',
    reason: null,
    refusal: (vendor) =>
      vendor.status === 'approved' ? `${vendor.businessName} is already approved.` : null,
    apply: async (tx, settings) => {
      if (!settings.autoApproveActivities) return { activitiesApproved: 0 }
      const approved = await queryRows<{ id: string }>(
        tx,
        sql`update activities set is_approved = true, updated_at = now()
          where vendor_id = ${options.vendorId} and not is_approved
            and rejection_reason is null and deleted_at is null
          returning id`,
      )
      return { activitiesApproved: approved.length }
    },
    mail: (vendor, supportEmail) =>
      vendorApprovedMail(letterTo(vendor, options.notices, supportEmail)),
  })
}

/** Turns down a provider awaiting approval; the reason is kept and mailed to its owner. */
export async function rejectVendor(options: Decision & { reason: string }) {
  return moveVendor({
    ...options,
    action: 'vendor.reject',
    to: 'rejected',
    refusal: (vendor) =>
      vendor.status === 'pending'
        ? null
        : `Only a provider awaiting approval can be rejected. ${vendor.businessName} is ${vendor.status}.`,
    apply: async () => ({}),
    mail: (vendor, supportEmail) =>
      vendorRejectedMail({
        ...letterTo(vendor, options.notices, supportEmail),
        reason: options.reason,
      }),
  })
}

/**
 * Takes an approved provider off the public site: the public queries show only approved
 * providers, so its activities disappear at once. They also lose their featured places.
 */
export async function suspendVendor(options: Decision & { reason: string }) {
  return moveVendor({
    ...options,
    action: 'vendor.suspend',
    to: 'suspended',
    refusal: (vendor) =>
      vendor.status === 'approved'
        ? null
        : `Only an approved provider can be suspended. ${vendor.businessName} is ${vendor.status}.`,
    apply: async (tx) => {
      const unfeatured = await queryRows<{ id: string }>(
        tx,
        sql`update activities set is_featured = false, updated_at = now()
          where vendor_id = ${options.vendorId} and is_featured
          returning id`,
      )
      return { activitiesUnfeatured: unfeatured.length }
    },
    mail: (vendor, supportEmail) =>
      vendorSuspendedMail({
        ...letterTo(vendor, options.notices, supportEmail),
        reason: options.reason,
      }),
  })
}
