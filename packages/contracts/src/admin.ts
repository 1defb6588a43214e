import { z } from 'zod'
import { multiLineText, singleLineText } from './text.ts'

/** Rows per page in the admin lists unless the client asks for another `limit` (up to 100). */
export const ADMIN_PAGE_SIZE = 20

/** `?page=2&limit=50`: every admin list is paginated on the server. */
export const adminPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a whole number from 1' })
    .int({ error: 'Page must be a whole number from 1' })
    .min(1, { error: 'Page must be a whole number from 1' })
    .max(10_000, { error: 'Page must be at most 10000' })
    .default(1),
  limit: z.coerce
    .number({ error: 'Limit must be a whole number from 1 to 100' })
    .int({ error: 'Limit must be a whole number from 1 to 100' })
    .min(1, { error: 'Limit must be a whole number from 1 to 100' })
    .max(100, { error: 'Limit must be a whole number from 1 to 100' })
    .default(ADMIN_PAGE_SIZE),
})
export type AdminPageQuery = z.output<typeof adminPageQuerySchema>

/** Free-text search of an admin list; an empty box means no search. */
export const adminSearchSchema = singleLineText()
  .max(100, { error: 'Search text must be at most 100 characters' })
  .optional()
  .transform((value) => value || undefined)

/** One page of an admin list: `total` counts every match, not just this page. */
export function adminPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageCount: z.number().int(),
  })
}

/** `?flag=true|false` in a query string. */
export const queryBooleanSchema = z
  .enum(['true', 'false'], { error: 'Must be true or false' })
  .transform((value) => value === 'true')

const REASON_REQUIRED = 'Please give a reason of at least 3 characters.'

/** Body of reject and suspend: the reason is mailed to the provider, so it is written for them. */
export const adminReasonSchema = z.object({
  reason: multiLineText({ error: REASON_REQUIRED })
    .min(3, { error: REASON_REQUIRED })
    .max(1000, { error: 'Please keep the reason under 1000 characters.' }),
})
export type AdminReasonInput = z.input<typeof adminReasonSchema>

/**
 * How an admin sees an activity. 'pending' is the moderation queue (awaiting review), 'rejected'
 * was turned down with a reason and waits for the provider to change it, 'inactive' is switched
 * off whatever its approval.
 */
export const ADMIN_ACTIVITY_STATUSES = ['pending', 'approved', 'rejected', 'inactive'] as const
export type AdminActivityStatus = (typeof ADMIN_ACTIVITY_STATUSES)[number]
export const adminActivityStatusSchema = z.enum(ADMIN_ACTIVITY_STATUSES)
export const ADMIN_ACTIVITY_STATUS_LABELS: Record<AdminActivityStatus, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
  inactive: 'Inactive',
}

/** Every action the audit log records, named `<what>.<verb>`. */
export const ADMIN_ACTIONS = [
  'vendor.approve',
  'vendor.reject',
  'vendor.suspend',
  'activity.approve',
  'activity.reject',
  'activity.feature',
  'activity.unfeature',
  'activity.deactivate',
  'user.grant_role',
  'user.revoke_role',
  'user.disable',
  'user.enable',
  'contact_message.mark_read',
  'contact_message.mark_unread',
  'review.hide',
  'review.unhide',
  'settings.update',
  'job.retry',
  'mail.retry',
  'booking.refund',
  'promo_code.create',
  'promo_code.update',
  'promo_code.delete',
  'credit.grant',
] as const
export type AdminAction = (typeof ADMIN_ACTIONS)[number]
export const adminActionSchema = z.enum(ADMIN_ACTIONS, { error: 'Unknown action' })

export const ADMIN_TARGET_TYPES = [
  'vendor',
  'activity',
  'user',
  'contact_message',
  'review',
  'settings',
  'job',
  'mail',
  'booking',
  'promo_code',
] as const
export type AdminTargetType = (typeof ADMIN_TARGET_TYPES)[number]

export const auditLogQuerySchema = adminPageQuerySchema.extend({
  adminId: z.uuid({ error: 'Not a valid id' }).optional(),
  action: adminActionSchema.optional(),
})

const jsonObjectSchema = z.record(z.string(), z.unknown())

export const auditLogEntrySchema = z.object({
  id: z.uuid(),
  /** Null when the admin's account has since been deleted; the email is kept as it was. */
  adminId: z.string().nullable(),
  adminEmail: z.string(),
  action: adminActionSchema,
  targetType: z.enum(ADMIN_TARGET_TYPES),
  targetId: z.string(),
  before: jsonObjectSchema.nullable(),
  after: jsonObjectSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
})
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>
export const auditLogPageSchema = adminPageSchema(auditLogEntrySchema)

export const platformSettingsSchema = z.object({
  /** On: an approved provider's new activity goes live at once. Off: every one waits for review. */
  autoApproveActivities: z.boolean(),
  supportEmail: z.string().nullable(),
  /** The platform's share of each payment; a checkout keeps the fee of the moment it started. */
  platformFeePercent: z.number(),
})
export type PlatformSettings = z.infer<typeof platformSettingsSchema>

export const PLATFORM_FEE_MESSAGE = 'Enter a fee from 0 to 50 percent, with at most 2 decimals'

/** Stored as basis points, so a percentage with more than 2 decimals cannot be kept. */
const platformFeePercentSchema = z
  .number({ error: PLATFORM_FEE_MESSAGE })
  .min(0, { error: PLATFORM_FEE_MESSAGE, abort: true })
  .max(50, { error: PLATFORM_FEE_MESSAGE, abort: true })
  .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6, {
    error: PLATFORM_FEE_MESSAGE,
  })

export const platformSettingsInputSchema = z.object({
  autoApproveActivities: z.boolean({ error: 'Choose whether new activities are approved at once' }),
  supportEmail: singleLineText()
    .pipe(z.union([z.literal(''), z.email({ error: 'Must be a valid email' })]))
    .nullable()
    .optional()
    .transform((value) => value?.toLowerCase() || null),
  /** Left out, the fee stays as it is. */
  platformFeePercent: platformFeePercentSchema.optional(),
})
export type PlatformSettingsInput = z.input<typeof platformSettingsInputSchema>
